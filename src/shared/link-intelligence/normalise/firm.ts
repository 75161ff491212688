/**
 * A firm's branch office after a dash or a middle dot ("Weichert, Realtors - Westfield Office", "Crye-Leike, Inc.,
 * REALTORS · Germantown Office", "… Limited, Brokerage — Durham Office", "… - Westside Branch"): which of its offices,
 * not the firm's name. A name that is an office alone ("Head Office Realty") has no separator and stays.
 */
const BRANCH_OFFICE = /\s+[—–·-]\s+[\p{L}'’.\s-]{2,40}\s(?:Office|Branch)$/u;

export const withoutBranchOffice = (firm: string): string => firm.replace(BRANCH_OFFICE, "").trim();
