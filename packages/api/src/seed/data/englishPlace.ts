/** Landmark names that take "the" in running English text ("a walk from the Bell Centre"). */
const TAKES_THE =
  /^(National Stadium|Moshood Abiola|Central Business District|Financial District|Plateau$|Bell Centre|Olympic Stadium|Port Authority|Texas Medical Center|Abdoulaye Wade Stadium|Léopold Sédar Senghor Stadium|Lat-Dior Stadium)/

/** A landmark name as it reads inside an English sentence, with "the" where English needs it. */
export function englishPlace(name: string): string {
  return TAKES_THE.test(name) ? `the ${name}` : name
}
