import { Link } from 'react-router';
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
          <article className="card series-card">
            <img
              className="card__image"
              src={s.image}
              alt=""
              width={400}
              height={300}
              loading="lazy"
              decoding="async"
            />
            <div className="card__body">
              <h3 className="card__title">
                <Link to={s.to}>{s.name}</Link>
              </h3>
              <p>{s.text}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}
