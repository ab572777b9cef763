// The staff pages' routes, in a module of their own so the visitor pages, which all import
// ./paths, never download them.
export { adminPaths } from '@domain/admin-paths';
