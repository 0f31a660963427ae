/** Inks and dashes of the end screens' charts and their keys, one per seat, apart in colour and in line. */
export const INKS = ['#9e2b25', '#2556b8', '#2a8c45', '#8a6a22', '#6b3f8f', '#3d2413'] as const;
export const DASHES = ['', '6 3', '2 3', '8 3 2 3', '4 4', '1 2'] as const;

/** A seat's ink. */
export const inkOf = (seat: number): string => INKS[seat % INKS.length]!;
/** A seat's dash; seats 7–12 (the Party Game) take another dash than the seat with their ink. */
export const dashOf = (seat: number): string => DASHES[(seat + 3 * Math.floor(seat / INKS.length)) % DASHES.length]!;
