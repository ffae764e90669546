// Text lengths the catalogue accepts (the server's domain/src/rules.rs and
// per-aggregate limits), with the messages it answers, so every form says
// the same before sending.

export const MODEL_MAX_CHARS = 80;
export const BRAND_MAX_CHARS = 60;
export const NOTES_MAX_CHARS = 2000;

export const MODEL_TOO_LONG = `El modelo no puede tener más de ${MODEL_MAX_CHARS} caracteres`;
export const BRAND_TOO_LONG = `La marca no puede tener más de ${BRAND_MAX_CHARS} caracteres`;
export const NOTES_TOO_LONG = `Las notas no pueden tener más de ${NOTES_MAX_CHARS} caracteres`;

/** Characters as the server counts them (code points, not UTF-16 units). */
export const charCount = (text: string) => [...text].length;
