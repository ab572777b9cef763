import { Link } from '../../../components/link';
import { Card } from '../../../components/card';
import { paths } from '../../../config/paths';

const series = [
  {
    to: paths.monthlyMeets,
    name: 'Monthly meets',
    text: 'Knit and natter, crochet club: bring your project and join in.',
    image: '/images/knit-and-natter.svg',
  },
  {
    to: paths.crochetABouquet,
    name: 'Crochet a Bouquet',
    text: 'A new seasonal flower every month, for a bouquet that never wilts.',
    image: '/images/bouquet.svg',
  },
  {
    to: paths.grannySquareMonthly,
    name: 'Granny Square Monthly',
    text: 'One new square a month, building to a blanket by the year’s end.',
    image: '/images/granny-square.svg',
  },
  {
    to: paths.yarnAndYarn,
    name: 'Yarn and Yarn',
    text: 'Stories and storytellers while we stitch.',
    image: '/images/yarn-and-yarn.svg',
  },
];

export function MonthlySeriesLinks() {
  return (
    <ul className="grid series-grid" role="list">
      {series.map((s) => (
        <li key={s.to}>
          <Card className="series-card" image={s.image} title={<Link to={s.to}>{s.name}</Link>}>
            <p>{s.text}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
