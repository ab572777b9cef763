import { Link } from '../../components/link';
import { Page } from '../../components/page';
import { paths } from '../../config/paths';
import { MonthlyMeetsList } from '../../features/monthly/components/monthly-meets-list';

export default function MonthlyMeetsRoute() {
  return (
    <Page
      title="Monthly meets"
      description="Knit and natter, crochet club and more: friendly monthly meets at the studio. Bring your project, have a cuppa and stitch with others."
      lede="Regular get-togethers for makers of every level. Bring what you are working on, ask for help with a tricky bit, or just come for the tea and the company."
    >
      <MonthlyMeetsList />
      <p className="section">
        Looking for something to learn? See our{' '}
        <Link to={paths.bookAWorkshop}>workshops and courses</Link>.
      </p>
    </Page>
  );
}
