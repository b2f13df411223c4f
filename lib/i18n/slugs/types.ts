/**
 * How a language spells the landing pages' addresses. An English landing slug reads
 * `{type}-for-sale-in-{place}` ("penthouses-for-sale-in-malta", "property-for-sale-in-sliema");
 * another language writes `{its type}-{forSale}-{its place}`, where the place keeps the locality's
 * name and takes the language's preposition ("attici-in-vendita-a-malta").
 */
export interface LandingSlugTable {
  /** the words between the type and the place ("in-vendita") */
  forSale: string;
  /** the preposition before a place's name ("a": "a-sliema") */
  placePreposition: string;
  /** the word for "&" in a place's name, which English slugs write "and" ("e": "a-sliema-e-st-julians") */
  and: string;
  /** the English type words ("penthouses") and this language's ("attici") */
  types: Readonly<Record<string, string>>;
  /**
   * Places this language names with words of its own, preposition included ("north-malta" →
   * "nel-nord-di-malta"); never starting with the preposition, so that every address reads back.
   */
  places: Readonly<Record<string, string>>;
}
