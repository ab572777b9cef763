import { PageMeta } from '../../components/page-meta';
import { MonthlySeries } from '../../features/content/components/monthly-series';
import { NO_PLANNED } from '../../features/content/messages';

export default function YarnAndYarnRoute() {
  return (
    <div className="container">
      <PageMeta
        title="Yarn and Yarn"
        description="Yarn and Yarn at The Yarn Loft: an evening of stories and storytellers while we knit and crochet. Bring your project and your questions."
      />
      <h1 className="page-title">Yarn and Yarn</h1>
      <p className="lede">
        Stitching and storytelling: each month a guest spins a yarn while we work on ours. Bring any
        project you like, all crafts welcome.
      </p>
      <MonthlySeries
        series="yarn_and_yarn"
        what="the Yarn and Yarn evenings"
        emptyText={NO_PLANNED}
        image="/images/yarn-and-yarn.svg"
      />
    </div>
  );
}
