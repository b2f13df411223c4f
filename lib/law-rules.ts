/**
 * The rules of Maltese law the purchase-cost calculator applies, as the law stands on `LAW_CHECKED_ON`:
 * ONE table, one row per rule, each with the Act or legal notice, the article, the day it took
 * effect, the figures, and the public sources that give them (with the day each was read). The
 * calculator's tables (lib/purchase-costs.ts, lib/foreign-buyers.ts) take their figures from here.
 *
 * A row is `confirmed` when two independent sources give the same figure for today. A row that is
 * not says why in `doubt`, and the page says so too (never presenting such a figure as settled).
 * Where the sources disagree the row keeps the figure that costs the buyer more, so an estimate is
 * never lower than what a source says is due.
 *
 * The sources were read as stored copies of the public pages; none is the law's own text. Where the
 * Act's article could not be read it is `null`: the sources are cited for the figure, not the article.
 * Change a row when the law changes (usually with the Budget each October), with its new sources.
 */

interface Source {
  /** who publishes it */
  name: string;
  url: string;
  /** the source's own date (yyyy-mm-dd), when it gives one */
  dated: string | null;
  /** the day it was read for this table (yyyy-mm-dd) */
  read: string;
  /** what it says, in short */
  says: string;
}

export interface LawRow<F> {
  rule: string;
  /** the Act or legal notice */
  law: string;
  /** the article or regulation, when a source or the law's text gave it */
  article: string | null;
  /** the day the rule took effect (yyyy-mm-dd), when known */
  inForce: string | null;
  figure: F;
  sources: readonly Source[];
  /** two independent sources agree on the figure as today's */
  confirmed: boolean;
  /** what the sources leave unsettled, or where they disagree */
  doubt?: string;
}

/** The day the table was last checked against its sources (yyyy-mm-dd). */
export const LAW_CHECKED_ON = '2026-12-07';
const READ = LAW_CHECKED_ON;

/** A slice of the price taxed at one rate; `upTo` is the slice's upper bound (null: no limit). */
export interface DutyBand {
  upTo: number | null;
  rate: number;
}

const S = {
  ccStampDuty: {
    name: 'CC Malta, Stamp duty on property in Malta',
    url: 'https://ccmalta.com/publications/stamp-duty-on-property-in-malta',
    dated: null,
    read: READ,
    says: 'Default rate 5%; a person who does not require a permit under the AIP Act pays 3.5% on the first €150,000; a promise of sale needs a provisional payment of 1%.',
  },
  belegal: {
    name: 'BeLegal, Stamp duty',
    url: 'https://belegal.com.mt/malta-law-services/real-estate-in-malta/stamp-duty/',
    dated: null,
    read: READ,
    says: 'Stamp duty 5%; 3.5% on the first €150,000 for the buyer’s ordinary residence, 5% on the balance; non-EU nationals pay 5%; provisional duty 1% at the promise of sale.',
  },
  prturner: {
    name: 'PR Turner, Stamp duty',
    url: 'https://prturner.com.mt/taxation/corporate-direct-indirect-taxation/stamp-duty/',
    dated: null,
    read: READ,
    says: '3.5% on the first €150,000 for one place of ordinary residence, not for non-EU citizens; the first-time buyer relief is for non-residents only when they need no acquisition permit.',
  },
  mizziyoung: {
    name: 'Mizzi Young, Malta Budget 2025 – Key Points',
    url: 'https://mizziyoung.com/malta-budget-2025-key-points',
    dated: '2025-10-28',
    read: READ,
    says: 'First-time buyers (SL 364.12): exemption on the first €200,000, permanent from 28 October 2025; inherited property used as sole residence: 3.5% on the first €400,000 (was €200,000) for deaths from 28 October 2025.',
  },
  belair: {
    name: 'Belair, Malta first-time buyer scheme: key points',
    url: 'https://belair.com.mt/malta-first-time-buyer-scheme-key-points',
    dated: null,
    read: READ,
    says: '0% on the first €200,000; any amount above €200,000 taxed at the standard rate (5%).',
  },
  commercialspace: {
    name: 'CommercialSpace.com.mt, FAQs',
    url: 'https://commercialspace.com.mt/faqs',
    dated: null,
    read: READ,
    says: 'First-time buyer at €280,000 pays 0% on €200,000 and 5% on €80,000 = €4,000. AIP minimums €153,018 (flat/maisonette) and €264,296 (any other property), updated August 2022, changing with the Property Price Index; fee €233.',
  },
  act: {
    name: 'ACT, Exemption from duty to first-time buyers extended by another year',
    url: 'https://www.act.com.mt/news/exemption-from-duty-to-first-time-buyers-extended-by-another-year/',
    dated: null,
    read: READ,
    says: 'LN 460 of 2021: first-time buyers exempt on the first €200,000; the remaining value is subject to a duty of 3.5%.',
  },
  perry: {
    name: 'Perry, Malta buyer expenses',
    url: 'https://perry.com.mt/buying-in-malta/malta-buyer-expenses',
    dated: null,
    read: READ,
    says: 'Notary fees normally about 1.5% to 2.5% of the price, following the Notarial Council’s guidelines.',
  },
  karkanja: {
    name: 'Karkanja, Legal expenses',
    url: 'https://www.karkanja.com/buy-property/legal-expenses/',
    dated: null,
    read: READ,
    says: 'Notarial fees normally between 1.5% and 2% of the contract price, not including final searches and registrations.',
  },
  maltainvest: {
    name: 'Malta Invest, Special Designated Areas',
    url: 'https://www.maltainvest.co.za/special-designated-areas-sda/',
    dated: null,
    read: READ,
    says: 'Lists the SDAs by development; purchase expenses: 1% to 3% notarial fee, about €600 searches and registration, €233 AIP fee.',
  },
  ccAip: {
    name: 'CC Malta, Buying property in Malta: AIP permit',
    url: 'https://ccmalta.com/publications/buying-property-in-malta-aip-permit',
    dated: null,
    read: READ,
    says: 'Cap. 246 defines a non-resident as any individual not a citizen of Malta or another Member State (excluding third-country long-term residents), or a citizen of Malta or another Member State not resident in Malta for five continuous years at any time before the acquisition.',
  },
  mondaq: {
    name: 'Mondaq, Buying property in Malta (AIP permit table)',
    url: 'http://www.mondaq.com/article.asp?article_id=361324&type=mondaqai',
    dated: null,
    read: READ,
    says: 'Maltese and EU citizens without five years’ continuous residence: no permit for a primary residence or for business, a permit for a secondary residence; lists the SDAs.',
  },
  belairLtr: {
    name: 'Belair, AIP – update for non-EU nationals',
    url: 'https://belair.wpx.rightbrain.cloud/aip-update-for-non-eu-nationals/',
    dated: null,
    read: READ,
    says: 'Non-EU nationals granted long-term resident status no longer need an AIP permit.',
  },
  fides: {
    name: 'Fides Malta, Purchasing real estate in Malta (AIP)',
    url: 'http://www.fidesmalta.com/en/main/residence/Turnkey-Residence-Services/Purchasing-Real-Estate-in-Malta',
    dated: null,
    read: READ,
    says: 'EU citizens without five years’ residence may buy a primary residence, or property for their business or services, without a permit; a secondary residence needs one.',
  },
  cfrFaq: {
    name: 'Commissioner for Revenue, Acquisition of Immovable Property FAQ',
    url: 'https://cfr.gov.mt/en/property_shares_transfers/Pages/Acquisition-of-Immovable-Property---FAQ.aspx',
    dated: '2022-05-23',
    read: '2026-11-26',
    says: 'The permit fee is €233, independent of the value; minimum prices (LN 316/20) of €136,972 for a flat or maisonette and €236,582 for any other immovable property; one property, not to be rented out.',
  },
  welcome: {
    name: 'Welcome Center Malta, AIP permit for non-residents',
    url: 'https://www.welcome-center-malta.com/post/immovable-property-application-in-malta-aip-permit-for-non-residents',
    dated: '2023-01-26',
    read: READ,
    says: 'The fee of €233 is payable on the issue of the permit; processing within 35 days.',
  },
  maltaguides: {
    name: 'Malta Guides, Special Designated Areas in Malta',
    url: 'https://maltaguides.co/real-estate-property/special-designated-areas-malta',
    dated: null,
    read: READ,
    says: 'The complete list by the Schedule’s names, including Pender Place Extensions I–V, Quad Business Towers, Southridge and Mistra Heights.',
  },
  huber: {
    name: 'John Huber & Associates, Updates to SDA in Malta',
    url: 'https://www.johnhubermalta.com/News/ViewArticle.aspx?item=204',
    dated: '2018-09-10',
    read: READ,
    says: 'Southridge, Mellieħa, added to the First Schedule of Cap. 246 by LN 181 of 2018.',
  },
  vents: {
    name: 'Vents Magazine, How much does real estate cost in Malta',
    url: 'https://ventsmagazine.com/2020/06/17/how-much-does-real-estate-costs-in-malta/',
    dated: '2020-06-17',
    read: READ,
    says: 'Searches and registration about €466; after approval a permit holder must buy within twelve months (figures as of 2012).',
  },
} satisfies Record<string, Source>;

export type SdaEntry = { name: string; place: string; sources: readonly Source[] };

/** The Special Designated Areas, named as the First Schedule's entries are reported, each with what names it. */
const SDAS: readonly SdaEntry[] = [
  { name: 'Portomaso Development', place: 'St Julian’s', sources: [S.maltaguides, S.mondaq] },
  { name: 'Portomaso Extension I', place: 'St Julian’s', sources: [S.maltaguides, S.mondaq] },
  { name: 'Cottonera Development', place: 'Cottonera', sources: [S.maltaguides, S.mondaq] },
  { name: 'Manoel Island / Tigné Point', place: 'Tigné, Gżira', sources: [S.maltaguides, S.mondaq] },
  { name: 'Tas-Sellum Residence', place: 'Mellieħa', sources: [S.maltaguides, S.mondaq] },
  { name: 'Madliena Village Complex', place: 'Madliena', sources: [S.maltaguides, S.mondaq] },
  { name: 'SmartCity', place: 'Kalkara', sources: [S.maltaguides, S.mondaq] },
  { name: 'Fort Cambridge Zone', place: 'Tigné', sources: [S.maltaguides, S.mondaq] },
  { name: 'Ta’ Monita Residence', place: 'Marsaskala', sources: [S.maltaguides, S.mondaq] },
  { name: 'Pender Place and Mercury House Site', place: 'St Julian’s', sources: [S.maltaguides, S.mondaq] },
  { name: 'Pender Place and Mercury House Site, Extensions I to V', place: 'St Julian’s', sources: [S.maltaguides, S.mondaq] },
  { name: 'Metropolis Plaza', place: 'Gżira', sources: [S.maltaguides, S.mondaq] },
  { name: 'Quad Business Towers', place: 'Mrieħel', sources: [S.maltaguides, S.maltainvest] },
  { name: 'Southridge', place: 'Mellieħa', sources: [S.huber, S.maltaguides] },
  { name: 'Mistra Heights', place: 'Mellieħa', sources: [S.maltaguides] },
  { name: 'Fort Chambray', place: 'Għajnsielem, Gozo', sources: [S.maltaguides, S.mondaq] },
  { name: 'Kempinski Residences', place: 'San Lawrenz, Gozo', sources: [S.maltaguides, S.mondaq] },
  { name: 'Vista Point', place: 'Marsalforn, Gozo', sources: [S.maltaguides, S.maltainvest] },
];

export const LAW = {
  standardDuty: {
    rule: 'Stamp duty on the transfer of immovable property: 5% of the price (or the value, if higher), every €100 or part counted',
    law: 'Duty on Documents and Transfers Act (Cap. 364)',
    article: null,
    inForce: null,
    figure: { bands: [{ upTo: null, rate: 0.05 }] as readonly DutyBand[], step: 100 },
    sources: [S.ccStampDuty, S.belegal],
    confirmed: true,
    doubt: 'The article (the review cites art. 32) and the “every €100 or part” rounding were not read in the Act’s text.',
  },
  provisionalDuty: {
    rule: 'Provisional duty of 1% of the price paid when the promise of sale (konvenju) is registered, counted against the duty',
    law: 'Duty on Documents and Transfers Act (Cap. 364)',
    article: null,
    inForce: null,
    figure: { rate: 0.01 },
    sources: [S.ccStampDuty, S.belegal],
    confirmed: true,
  },
  firstTimeBuyer: {
    rule: 'First-time buyer of a residential property: no duty on the first €200,000; above it, the sources disagree',
    law: 'Cap. 364; First-Time Buyers rules (SL 364.12), made permanent by the Budget 2026 measures',
    article: null,
    inForce: '2025-10-28',
    // above €200,000: 5% (the higher of the two readings), see `doubt`
    figure: { bands: [{ upTo: 200_000, rate: 0 }, { upTo: null, rate: 0.05 }] as readonly DutyBand[], disputedRate: 0.035 },
    sources: [S.mizziyoung, S.belair, S.commercialspace, S.act],
    confirmed: false,
    doubt: 'Above €200,000 Belair and CommercialSpace give the standard 5% (CommercialSpace’s worked example: €280,000 → €4,000); ACT, on LN 460 of 2021, gives 3.5%. The legal notice’s text could not be read; the calculator charges 5% and says that one source gives 3.5%.',
  },
  soleResidence: {
    rule: 'A home bought as the buyer’s sole ordinary residence: 3.5% on the first €150,000, 5% above',
    law: 'Duty on Documents and Transfers Act (Cap. 364)',
    article: null,
    inForce: null,
    figure: { bands: [{ upTo: 150_000, rate: 0.035 }, { upTo: null, rate: 0.05 }] as readonly DutyBand[] },
    sources: [S.ccStampDuty, S.belegal, S.prturner],
    confirmed: true,
    doubt: 'Budget 2026 raised a 3.5% band to €400,000 only for inherited property that becomes the heir’s sole residence (deaths from 28 October 2025: Mizzi Young); no source applies it to purchases.',
  },
  schemesNeedNoPermit: {
    rule: 'The first-time-buyer and sole-residence rates are for buyers who need no AIP permit',
    law: 'Cap. 364 with Cap. 246',
    article: null,
    inForce: null,
    figure: { sdaBuyersExcluded: true },
    sources: [S.ccStampDuty, S.prturner],
    confirmed: false,
    doubt: 'Two sources tie the reduced rates to needing no permit (the review cites Cap. 364 art. 32(4)(a) and SL 364.12, not read). Whether a buyer who needs no permit only because the property is in an SDA may take them was found in no source: the calculator does not offer them (the higher duty) and says so.',
  },
  residentialSchemesOnly: {
    rule: 'The first-time-buyer and sole-residence rates are for residential property: commercial property pays the standard rate',
    law: 'Cap. 364; SL 364.12',
    article: null,
    inForce: null,
    figure: { commercial: false },
    sources: [S.mizziyoung, S.belair],
    confirmed: true,
  },
  notaryFees: {
    rule: 'Notary’s fees, graded by the notarial tariff: a range, not one figure',
    law: 'Notarial Profession and Notarial Archives Act (Cap. 55), tariff',
    article: null,
    inForce: null,
    figure: { low: 0.015, high: 0.025 },
    sources: [S.perry, S.karkanja, S.maltainvest],
    confirmed: false,
    doubt: 'The sources give 1.5%–2% (Karkanja), 1.5%–2.5% (Perry) and 1%–3% (Malta Invest); none says whether VAT is included. The calculator shows 1.5%–2.5% and counts the higher figure in the total.',
  },
  searchesAndRegistration: {
    rule: 'Searches and Public Registry and Land Registry fees: a flat estimate',
    law: 'Public Registry and Land Registry tariffs',
    article: null,
    inForce: null,
    figure: { amount: 600 },
    sources: [S.maltainvest, S.vents],
    confirmed: false,
    doubt: 'About €600 (Malta Invest), about €466 (Vents Magazine, 2012 figures); the fees are graded by value.',
  },
  whoNeedsAPermit: {
    rule: 'A permit is needed by buyers from outside the EU, and by citizens of Malta or another EU country without five continuous years’ residence in Malta buying a secondary residence',
    law: 'Immovable Property (Acquisition by Non-Residents) Act (Cap. 246)',
    article: 'art. 2, “non-resident person”',
    inForce: null,
    figure: { maltaLikeEu: true },
    sources: [S.ccAip, S.mondaq, S.fides],
    confirmed: true,
  },
  longTermResidents: {
    rule: 'Third-country nationals with long-term resident status are not non-residents: no permit',
    law: 'Cap. 246',
    article: 'art. 2, “non-resident person”',
    inForce: null,
    figure: { exempt: true },
    sources: [S.ccAip, S.belairLtr],
    confirmed: true,
  },
  permitFee: {
    rule: 'The permit fee, whatever the value',
    law: 'Cap. 246',
    article: null,
    inForce: null,
    figure: { amount: 233, sourceDate: '2022-05-23' },
    sources: [S.cfrFaq, S.welcome, S.commercialspace],
    confirmed: true,
  },
  permitMinimums: {
    rule: 'A permit is granted only at or above a minimum price, index-linked: one for a flat or maisonette, a higher one for any other immovable property (houses, offices, shops)',
    law: 'Cap. 246; LN 316 of 2020, revised by LN 308 of 2021 and again since with the Property Price Index',
    article: null,
    inForce: null,
    figure: { amounts: { 'flat-or-maisonette': 153_018, other: 264_296 }, revisedIn: '2022-08' },
    sources: [S.commercialspace, S.cfrFaq],
    confirmed: false,
    doubt: 'The latest figures found are August 2022’s (CommercialSpace alone); the tax office’s FAQ read gives LN 316/2020’s €136,972 and €236,582. The minimums rise with the index, and a later figure could not be read: the calculator never tells a buyer that a price passes, only that it lies below the last figure found.',
  },
  permitLimits: {
    rule: 'A permit is for one property, which is not to be let out',
    law: 'Cap. 246',
    article: null,
    inForce: null,
    figure: { oneProperty: true },
    sources: [S.cfrFaq, S.maltainvest],
    confirmed: true,
  },
  permitCompletion: {
    rule: 'Time allowed to complete the purchase after the permit',
    law: 'Cap. 246',
    article: null,
    inForce: null,
    figure: { months: null },
    sources: [S.vents],
    confirmed: false,
    doubt: 'The six months the review reports were found in no source; one 2020 article (with 2012 figures) gives twelve months. The calculator states no period.',
  },
  specialDesignatedAreas: {
    rule: 'Special Designated Areas: no permit, no minimum price, no limit of one property',
    law: 'Cap. 246, First Schedule (as amended, e.g. Southridge by LN 181 of 2018)',
    article: 'First Schedule',
    inForce: null,
    figure: { areas: SDAS },
    sources: [S.maltaguides, S.mondaq, S.maltainvest, S.huber],
    confirmed: false,
    doubt: 'The Schedule’s own text was not read; the list joins the developments the sources name (Mistra Heights by one source only). The review counted 27 entries, some added in 2026, which no source read confirms: the page says the list may be incomplete.',
  },
} as const satisfies Record<string, LawRow<unknown>>;
