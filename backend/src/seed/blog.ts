/** Blog posts of the demo data: practical articles about buying property in Malta. */

export interface BlogPostDef {
  slug: string;
  title: string;
  tags: string;
  /** Days before the seeding day. */
  daysAgo: number;
  content: string;
}

const p = (...paras: string[]) => paras.map((x) => (x.startsWith('<') ? x : `<p>${x}</p>`)).join('\n');

export const BLOG_POSTS: readonly BlogPostDef[] = [
  {
    slug: 'step-by-step-guide-to-buying-property-in-malta',
    title: 'A Step-by-Step Guide to Buying Property in Malta',
    tags: 'Buying Guide,Malta,Legal',
    daysAgo: 6,
    content: p(
      'Buying a home in Malta follows a clear sequence, and knowing it in advance takes much of the stress out of the process. Here is how a typical purchase unfolds, from the first viewing to the day you receive the keys.',
      '<h2>1. Set your budget</h2>',
      'Talk to your bank before you start viewing. A bank sanction letter tells you how much you can borrow and makes your offers more credible. Remember to budget for stamp duty, notary fees, searches and the agency fee on top of the price.',
      '<h2>2. View and make an offer</h2>',
      'Shortlist properties online, then view them with an agent who can answer questions about permits, finishes and the neighbourhood. Once you find the right one, your agent presents your offer to the seller.',
      '<h2>3. Sign the promise of sale</h2>',
      'When the price is agreed, buyer and seller sign a promise of sale (the <em>konvenju</em>) before a notary. The buyer usually pays a deposit, commonly 10% of the price, and the notary registers the agreement. The promise sets a period, often three months, for the searches and the loan.',
      '<h2>4. Searches, loan and final deed</h2>',
      'During that period the notary checks the title and permits and your bank finalises the loan. The sale ends with the final deed, when the balance is paid and you receive the keys.',
    ),
  },
  {
    slug: 'understanding-the-promise-of-sale-konvenju',
    title: 'Understanding the Promise of Sale (Konvenju)',
    tags: 'Legal,Buying Guide',
    daysAgo: 19,
    content: p(
      'The promise of sale is the most important document you will sign before the final deed. It binds both parties to the sale under the conditions written in it.',
      '<h2>What it contains</h2>',
      'The price, the deposit, the period of validity, the conditions (for example that the bank approves your loan or that the permits are in order) and what is included in the sale, such as furniture or a garage.',
      '<h2>Conditions protect you</h2>',
      'If a condition is not met, for example the loan is refused, the buyer can usually withdraw and recover the deposit. Ask your notary to explain each clause before you sign.',
      'Your notary registers the promise with the tax authorities and collects a part of the stamp duty on signing, with the balance paid on the final deed.',
    ),
  },
  {
    slug: 'stamp-duty-in-malta-explained',
    title: 'Stamp Duty in Malta Explained',
    tags: 'Taxes,Buying Guide',
    daysAgo: 33,
    content: p(
      'Stamp duty is the main tax paid by buyers of property in Malta. The standard rate has long been 5% of the price, but reduced rates and exemptions apply to first-time buyers, second-time buyers, properties in Gozo and homes in Urban Conservation Areas.',
      '<h2>When you pay it</h2>',
      'A part of the duty is paid when the promise of sale is registered, and the rest on the final deed.',
      '<h2>Check the current schemes</h2>',
      'Government schemes change from budget to budget. Before you sign, ask your notary which reductions you qualify for: the savings can amount to thousands of euros.',
    ),
  },
  {
    slug: 'first-time-buyers-in-malta',
    title: 'First-Time Buyers in Malta: What You Need to Know',
    tags: 'First-Time Buyers,Finance',
    daysAgo: 47,
    content: p(
      'Buying your first home is a big step. Malta offers first-time buyers reduced stamp duty and, at times, grants towards the deposit, so it pays to be informed.',
      '<h2>Start with the bank</h2>',
      'Most local banks lend up to 90% of the value of a first home to buyers with a steady income, subject to age and affordability rules. A sanction letter in hand makes you a stronger buyer.',
      '<h2>Think about finishes</h2>',
      'Many new apartments are sold in shell form, which costs less but needs budget and time to finish. A finished property lets you move in straight away.',
    ),
  },
  {
    slug: 'buying-property-in-malta-as-a-foreigner',
    title: 'Buying Property in Malta as a Foreigner',
    tags: 'Foreign Buyers,Legal',
    daysAgo: 61,
    content: p(
      'EU citizens who have lived in Malta for five years can buy property under the same conditions as Maltese citizens. Other buyers usually need an Acquisition of Immovable Property (AIP) permit and must respect a minimum property value.',
      '<h2>Special Designated Areas</h2>',
      'Properties in Special Designated Areas such as Tigne Point, Portomaso, Smart City and several developments in Gozo can be bought by anyone without an AIP permit, and may be rented out.',
      '<h2>Get local advice</h2>',
      'Rules and thresholds are updated from time to time. Your agent and notary will confirm what applies to you before you commit.',
    ),
  },
  {
    slug: 'sliema-or-st-julians-where-should-you-buy',
    title: 'Sliema or St Julian\'s: Where Should You Buy?',
    tags: 'Locations,Sliema,St Julians',
    daysAgo: 75,
    content: p(
      'Sliema and St Julian\'s sit side by side on the north-east coast and are the first choice of many buyers. They share the promenade, but each has its own character.',
      '<h2>Sliema</h2>',
      'Sliema is a shopping town with a long seafront, ferries to Valletta and a mix of period townhouses and modern apartment blocks. It suits buyers who want everything within walking distance.',
      '<h2>St Julian\'s</h2>',
      'St Julian\'s is livelier, with Spinola Bay, Portomaso and Paceville. Quieter residential pockets such as Ta\' Giorni and Swieqi are a few minutes uphill.',
      'Both hold their value well; expect to pay a premium for sea views.',
    ),
  },
  {
    slug: 'why-gozo-farmhouses-attract-buyers',
    title: 'Why Gozo Farmhouses Attract So Many Buyers',
    tags: 'Gozo,Farmhouses,Lifestyle',
    daysAgo: 90,
    content: p(
      'Thick limestone walls, arches, courtyards and a pool with country views: the converted farmhouse is the dream home of many who fall for Gozo.',
      '<h2>Space for the price</h2>',
      'Prices in Gozo are lower than in Malta, so a farmhouse with three or four bedrooms and a pool can cost less than a penthouse in Sliema.',
      '<h2>What to check</h2>',
      'Check that every part of the house is covered by permits, that the pool is sanctioned, and whether the property has its own well. Older farmhouses may need damp proofing and roof works.',
    ),
  },
  {
    slug: 'shell-form-semi-finished-or-finished',
    title: 'Shell Form, Semi-Finished or Finished?',
    tags: 'Buying Guide,New Builds',
    daysAgo: 104,
    content: p(
      'Listings in Malta often mention the state of finish. The terms are used loosely, so always ask what exactly is included.',
      '<ul><li><strong>Shell form</strong>: the structure, usually with the common parts finished, but no plastering, tiles, electrics or plumbing inside.</li><li><strong>Semi-finished</strong>: plastered, with electrics and plumbing in place, but without tiles, bathrooms, doors or kitchen.</li><li><strong>Finished</strong>: ready to move in, sometimes furnished.</li></ul>',
      'Finishing a shell-form apartment typically takes a few months. Get quotes before you sign, so your total budget is realistic.',
    ),
  },
  {
    slug: 'what-is-airspace-and-why-it-matters',
    title: 'What Is Airspace and Why It Matters',
    tags: 'Buying Guide,Maisonettes',
    daysAgo: 118,
    content: p(
      'In Malta, the right to build above a property is called airspace. When a maisonette or a penthouse is sold with its airspace, the owner may build further floors, subject to planning permission.',
      'Airspace adds value to a property because it can be developed later or sold separately. Ask whether the airspace is included and what the local plan allows.',
    ),
  },
  {
    slug: 'choosing-a-notary-in-malta',
    title: 'Choosing a Notary in Malta',
    tags: 'Legal,Buying Guide',
    daysAgo: 132,
    content: p(
      'In Malta the notary is normally chosen by the buyer. The notary drafts the promise of sale and the final deed, carries out the searches on the title and collects the taxes due.',
      'Choose a notary early, ideally before you sign anything, and ask for an estimate of the fees. A good notary explains each step and flags any risk in the title or permits.',
    ),
  },
  {
    slug: 'home-loans-from-maltese-banks',
    title: 'Financing Your Purchase: Home Loans from Maltese Banks',
    tags: 'Finance,Buying Guide',
    daysAgo: 150,
    content: p(
      'Local banks offer home loans for terms of up to 40 years for younger borrowers. The loan usually covers up to 90% of the value for a home you live in, and less for a second property or an investment.',
      '<h2>What the bank asks for</h2>',
      'Proof of income, your latest tax statements, the promise of sale and an architect\'s valuation of the property.',
      'Compare offers: interest rates, fees and life insurance requirements vary from bank to bank.',
    ),
  },
  {
    slug: 'renovating-a-house-of-character',
    title: 'Renovating a Maltese House of Character',
    tags: 'Houses of Character,Renovation',
    daysAgo: 171,
    content: p(
      'Houses of character are loved for their stone arches, timber beams, patterned cement tiles and closed wooden balconies. Restoring one is rewarding, but it takes planning.',
      '<h2>Work with an architect</h2>',
      'Many houses of character lie in Urban Conservation Areas, where façades and features are protected. An architect will guide you through permits and restoration grants.',
      '<h2>Keep the soul of the house</h2>',
      'Restore the original tiles, repair rather than replace the gallarija, and use lime-based plasters that let the limestone breathe.',
    ),
  },
  {
    slug: 'investing-in-commercial-property-in-malta',
    title: 'Investing in Commercial Property in Malta',
    tags: 'Commercial,Investment',
    daysAgo: 195,
    content: p(
      'Offices, shops, restaurants and hotels make up a market of their own. Demand for offices is strongest around Sliema, St Julian\'s, Gzira, Mriehel and Ta\' Xbiex, where many gaming and financial services firms are based.',
      'For catering establishments, check the licences that come with the premises and whether outdoor seating is permitted. A tenant already in place can make an investment attractive from day one.',
    ),
  },
  {
    slug: 'energy-performance-certificates-in-malta',
    title: 'Energy Performance Certificates in Malta',
    tags: 'Legal,Sustainability',
    daysAgo: 220,
    content: p(
      'An Energy Performance Certificate (EPC) rates how efficient a building is. Sellers must provide one when a property is sold, and it is useful for comparing homes.',
      'Double glazing, roof insulation, solar water heaters and photovoltaic panels all improve the rating and lower your bills in Malta\'s hot summers.',
    ),
  },
  {
    slug: 'living-in-the-north-of-malta',
    title: 'Living in the North of Malta',
    tags: 'Locations,North Malta,Lifestyle',
    daysAgo: 245,
    content: p(
      'The north of Malta combines the island\'s best sandy beaches with a slower pace of life. St Paul\'s Bay, Bugibba and Qawra are busy in summer and calm in winter, while Mellieha keeps its village feel.',
      'Apartments here cost less than in Sliema, and many have sea or country views. The Gozo ferry at Cirkewwa is a short drive away.',
    ),
  },
  {
    slug: 'property-viewing-checklist',
    title: 'Your Property Viewing Checklist',
    tags: 'Buying Guide,Tips',
    daysAgo: 270,
    content: p(
      'A viewing is your chance to look beyond the photos. Take this checklist with you:',
      '<ul><li>Signs of damp on walls and ceilings, especially in basements and on the roof</li><li>Water pressure and the state of the water tanks</li><li>Orientation: which rooms get the sun, and when</li><li>Noise from the street, bars or construction sites nearby</li><li>Parking and the distance to bus stops and shops</li><li>The state of the common parts and the lift in apartment blocks</li></ul>',
      'Visit at different times of day if you can, and ask your agent for the permits and the floor plan.',
    ),
  },
  {
    slug: 'the-three-cities-a-buyers-guide',
    title: 'The Three Cities: A Buyer\'s Guide',
    tags: 'Locations,South Malta,Houses of Character',
    daysAgo: 300,
    content: p(
      'Birgu, Senglea and Cospicua face Valletta across the Grand Harbour. Their narrow streets hide some of the finest houses of character on the island, often at lower prices than in Valletta.',
      'The Vittoriosa marina, waterfront restaurants and the ferry to Valletta have made the Three Cities increasingly popular with buyers looking for history and harbour views.',
    ),
  },
];
