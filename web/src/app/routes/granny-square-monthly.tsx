import { PageMeta } from '../../components/page-meta';
import { MonthlySeries } from '../../features/content/components/monthly-series';
import { NO_PLANNED } from '../../features/content/messages';

export default function GrannySquareMonthlyRoute() {
  return (
    <div className="container">
      <PageMeta
        title="Granny Square Monthly"
        description="Granny Square Monthly at The Yarn Loft: learn a new crochet square each month and join them into a blanket by the end of the year."
      />
      <h1 className="page-title">Granny Square Monthly</h1>
      <p className="lede">
        A new square every month, from the classic granny to flowers and stars. Keep them all and by
        the end of the year you have a blanket.
      </p>
      <MonthlySeries
        series="granny_square_monthly"
        what="the granny square months"
        emptyText={NO_PLANNED}
        image="/images/granny-square.svg"
      />
    </div>
  );
}
