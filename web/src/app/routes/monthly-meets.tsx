import { Link } from 'react-router';
import { PageMeta } from '../../components/page-meta';
import { paths } from '../../config/paths';
import { MonthlyMeetsList } from '../../features/content/components/monthly-meets-list';

export default function MonthlyMeetsRoute() {
  return (
    <div className="container">
      <PageMeta
        title="Monthly meets"
        description="Knit and natter, crochet club and more: friendly monthly meets at The Yarn Loft. Bring your project, have a cuppa and stitch with others."
      />
      <h1 className="page-title">Monthly meets</h1>
      <p className="lede">
        Regular get-togethers for makers of every level. Bring what you are working on, ask for help
        with a tricky bit, or just come for the tea and the company.
      </p>
      <MonthlyMeetsList />
      <p className="section">
        Looking for something to learn? See our{' '}
        <Link to={paths.bookAWorkshop}>workshops and courses</Link>.
      </p>
    </div>
  );
}
