// The routes live in the domain so the server's sitemap and robots.txt read the same list.
export { paths } from '@domain/paths';
