import { PageMeta } from '../../components/page-meta';
import { site } from '../../config/site';

export default function HomeRoute() {
  return (
    <div className="container">
      <PageMeta
        title={site.name}
        description="Knitting and crochet workshops, courses and monthly meets. Book a place online."
      />
      <section className="hero">
        <div>
          <h1 className="page-title">{site.name}</h1>
          <p className="lede">{site.tagline}.</p>
        </div>
        <img src="/images/hero.svg" alt="" width={800} height={400} />
      </section>
    </div>
  );
}
