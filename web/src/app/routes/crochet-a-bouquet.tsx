import { PageMeta } from '../../components/page-meta';
import { MonthlySeries } from '../../features/content/components/monthly-series';
import { BOUQUET_NONE } from '../../features/content/messages';

export default function CrochetABouquetRoute() {
  return (
    <div className="container">
      <PageMeta
        title="Crochet a Bouquet"
        description="Crochet a Bouquet: a seasonal flower every month at The Yarn Loft. Come once or every month and build a bouquet that never wilts."
      />
      <h1 className="page-title">Crochet a Bouquet</h1>
      <p className="lede">
        Each month we crochet a different seasonal flower, with wire stems, tea and cake. Come once
        for a single bloom, or every month to build a bouquet that lasts for ever.
      </p>
      <MonthlySeries
        series="crochet_a_bouquet"
        what="this month's flowers"
        emptyText={BOUQUET_NONE}
        image="/images/bouquet.svg"
      />
    </div>
  );
}
