/** The charts' colours, each with enough contrast on white; the first and darkest for a total or a single series. */
export const PALETTE = [
  '#0f3d5e',
  '#1b9aaa',
  '#e07a5f',
  '#3d405b',
  '#81b29a',
  '#f2a541',
  '#8e44ad',
  '#c0392b',
  '#2e86de',
  '#6d6875',
  '#16a085',
];
