import { Page } from '../../components/page';
import { WorkshopMenu } from '../../features/catalog/components/workshop-menu';

export default function BookAWorkshopRoute() {
  return (
    <Page
      title="Workshops & Courses"
      description="Crochet, knitting and something different: every workshop and course at the studio, for novices to advanced makers. Filter by level and book online."
      lede="Small groups, all materials included, and tea on the go. Choose a craft and a level, then pick a date that suits you."
    >
      <WorkshopMenu />
    </Page>
  );
}
