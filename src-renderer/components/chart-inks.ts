/** Inks and dashes of the end screen's charts and their legend, one per seat, apart in colour and in line. */
export const INKS = ['#9e2b25', '#2556b8', '#2a8c45', '#8a6a22', '#6b3f8f', '#3d2413'] as const;
export const DASHES = ['', '6 3', '2 3', '8 3 2 3', '4 4', '1 2'] as const;
