import type {
  CertificationAnswer,
  CertificationDetail,
  ContentTypeCode,
  DealBase,
  DistributorDeal,
  Member,
  OptionLetter,
  PartnerDeal,
  QuizQuestion,
  RecordChange,
  Resource,
  ResourceType,
} from '../types.js';
import { withDemoHistory } from './demoHistory.js';

/** The reference backend's seed reads the demo module alone, and stores what an undo of a demo decision puts back. */
export { pendingState } from './demoHistory.js';

/** A demo administrator: the e-mail and password it signs in with, and its name. */
export interface DemoAdmin {
  id: number;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Deterministic demo data: the same seed and `now` give the same records, so stories and
 * visual baselines never drift. The memory API serves it, and the reference backend seeds its
 * database with it.
 */
export interface DemoData {
  /** The administrator the memory API acts as until another signs in. */
  admin: DemoAdmin;
  /** The rest of the team: they sign in too, and half of the decisions in the history are theirs. */
  otherAdmins: DemoAdmin[];
  partners: Member[];
  distributors: Member[];
  partnerDeals: PartnerDeal[];
  distributorDeals: DistributorDeal[];
  /** Resource URLs are https URLs under `assetBaseUrl`; the reference backend rewrites them to its own files. */
  resources: Resource[];
  quiz: { tech: QuizQuestion[]; sales: QuizQuestion[] };
  certifications: CertificationDetail[];
  /**
   * The history of the partners, distributors, deals and certifications, oldest first: one
   * decision for each decided record, by the administrators in turn.
   */
  changes: RecordChange[];
}

export interface DemoDataOptions {
  /** @default 7 */
  seed?: number;
  /** The fixed "today" all dates are computed back from. @default new Date('2026-06-30T12:00:00Z') */
  now?: Date;
  counts?: Partial<{
    partners: number; // default 60
    distributors: number; // default 25
    partnerDeals: number; // default 150
    distributorDeals: number; // default 50
    questionsPerBank: number; // default 20
    certifications: number; // default 30
  }>;
  /** @default 'https://files.example.com' */
  assetBaseUrl?: string;
}

/** The demo administrator the memory API and the reference backend accept. */
export const DEMO_ADMIN: Readonly<DemoAdmin> = Object.freeze({
  id: 1,
  email: 'admin@partner-console.dev',
  password: 'Admin@12345',
  firstName: 'Ada',
  lastName: 'Lovelace',
});

/** Every demo administrator, `DEMO_ADMIN` first: a team of two, so history and conflicts have someone else in them. */
export const DEMO_ADMINS: ReadonlyArray<Readonly<DemoAdmin>> = Object.freeze([
  DEMO_ADMIN,
  Object.freeze({ id: 2, email: 'grace@partner-console.dev', password: 'Grace@12345', firstName: 'Grace', lastName: 'Hopper' }),
]);

export const DEMO_DEFAULTS = {
  seed: 7,
  now: '2026-06-30T12:00:00.000Z',
  assetBaseUrl: 'https://files.example.com',
  counts: {
    partners: 60,
    distributors: 25,
    partnerDeals: 150,
    distributorDeals: 50,
    questionsPerBank: 20,
    certifications: 30,
  },
} as const;

/**
 * Members created within this many days before `now` count as recent sign-up requests: the
 * pending ones are all this recent, and the approved ones among them still show on the
 * requests screens with an 'Accepted' badge.
 */
export const REQUEST_WINDOW_DAYS = 90;

const DAY_MS = 24 * 60 * 60 * 1000;
/** Eighteen months, the period createdAt dates are spread over. */
const HISTORY_DAYS = 548;

// ---------------------------------------------------------------------------------------------
// Seeded randomness

/** mulberry32: a tiny, fast PRNG; good enough for demo data and identical on every platform. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Random {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  /** A float in [0, 1). */
  float(): number {
    return this.next();
  }
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  chance(probability: number): boolean {
    return this.next() < probability;
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const result = [...items];
    for (let i = result.length - 1; i > 0; i -= 1) {
      const j = Math.floor(this.next() * (i + 1));
      [result[i], result[j]] = [result[j] as T, result[i] as T];
    }
    return result;
  }
  /** A national phone number: `count` digits, the first not zero. */
  digits(count: number): string {
    let result = String(this.int(1, 9));
    for (let i = 1; i < count; i += 1) result += String(this.int(0, 9));
    return result;
  }
}

/**
 * `n` values in the given proportions, in random order. Every kind appears at least once when
 * `n` allows it, so even small data sets show every state.
 */
function spread<T>(random: Random, n: number, weights: ReadonlyArray<readonly [T, number]>): T[] {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  const minimum = n >= weights.length ? 1 : 0;
  const counts = weights.map(([, weight]) => Math.max(minimum, Math.floor((n * weight) / total)));
  let sum = counts.reduce((a, b) => a + b, 0);
  while (sum > n) {
    const largest = counts.indexOf(Math.max(...counts));
    counts[largest] = (counts[largest] ?? 0) - 1;
    sum -= 1;
  }
  for (let i = 0; sum < n; i = (i + 1) % counts.length, sum += 1) counts[i] = (counts[i] ?? 0) + 1;
  return random.shuffle(weights.flatMap(([value], index) => Array<T>(counts[index] ?? 0).fill(value)));
}

// ---------------------------------------------------------------------------------------------
// Vocabulary

const FIRST_NAMES = [
  'Olivia', 'Liam', 'Amelia', 'Noah', 'Sofia', 'Lucas', 'Hannah', 'Mateo', 'Priya', 'Arjun', 'Chloe', 'Ethan',
  'Yuki', 'Kenji', 'Fatima', 'Omar', 'Elena', 'Marco', 'Ingrid', 'Lars', 'Aisha', 'Kwame', 'Isabel', 'Tomás',
  'Grace', 'Daniel', 'Mei', 'Wei', 'Zara', 'Samuel', 'Nora', 'Felix', 'Leila', 'Rafael', 'Anika', 'Jonas',
  'Camille', 'Hugo', 'Sara', 'David',
] as const;

const LAST_NAMES = [
  'Smith', 'Müller', 'Garcia', 'Patel', 'Nguyen', 'Johansson', 'Rossi', 'Dubois', 'Tanaka', 'Okafor', 'Kowalski',
  'Silva', 'Brown', 'Schneider', 'Fernández', 'Khan', 'Van Dijk', 'Andersen', 'Moreau', "O'Connor", 'Chen',
  'Sato', 'Haddad', 'Mensah', 'Novak', 'Costa', 'Wilson', 'Fischer', 'Lopez', 'Sharma', 'Nielsen', 'Bianchi',
] as const;

const TITLES = ['Mr.', 'Ms.', 'Mrs.', 'Dr.', 'Mx.'] as const;

const PARTNER_POSITIONS = [
  'Channel Sales Manager', 'Security Consultant', 'Managing Director', 'Solutions Architect', 'Account Manager',
  'Head of Cyber Security', 'Presales Engineer', 'Business Development Manager', 'CTO', 'Alliance Manager',
] as const;

const DISTRIBUTOR_POSITIONS = [
  'Vendor Manager', 'Head of Distribution', 'Business Unit Manager', 'Channel Director', 'Product Manager',
  'Regional Sales Director', 'Partner Enablement Lead',
] as const;

const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501-1000', '1000+'] as const;

interface Country {
  name: string;
  code: string;
  phoneDigits: number;
  suffix: string;
  tld: string;
  cities: ReadonlyArray<readonly [city: string, state: string, postalCode: string]>;
  streets: readonly string[];
}

const COUNTRIES: readonly Country[] = [
  {
    name: 'United Kingdom', code: '+44', phoneDigits: 10, suffix: 'Ltd', tld: 'co.uk',
    cities: [['London', 'Greater London', 'EC2A 4NE'], ['Manchester', 'Greater Manchester', 'M1 3HU'], ['Leeds', 'West Yorkshire', 'LS1 4DY']],
    streets: ['King Street', 'Old Broad Street', 'Deansgate', 'Park Row', 'Victoria Road'],
  },
  {
    name: 'Germany', code: '+49', phoneDigits: 10, suffix: 'GmbH', tld: 'de',
    cities: [['Berlin', 'Berlin', '10115'], ['Munich', 'Bavaria', '80331'], ['Hamburg', 'Hamburg', '20095']],
    streets: ['Friedrichstraße', 'Leopoldstraße', 'Mönckebergstraße', 'Hauptstraße'],
  },
  {
    name: 'France', code: '+33', phoneDigits: 9, suffix: 'SAS', tld: 'fr',
    cities: [['Paris', 'Île-de-France', '75008'], ['Lyon', 'Auvergne-Rhône-Alpes', '69002']],
    streets: ['Rue de Rivoli', 'Avenue des Champs-Élysées', 'Rue de la République', 'Boulevard Haussmann'],
  },
  {
    name: 'Netherlands', code: '+31', phoneDigits: 9, suffix: 'B.V.', tld: 'nl',
    cities: [['Amsterdam', 'North Holland', '1012 AB'], ['Utrecht', 'Utrecht', '3511 LX'], ['Rotterdam', 'South Holland', '3011 AD']],
    streets: ['Herengracht', 'Damrak', 'Coolsingel', 'Oudegracht'],
  },
  {
    name: 'Spain', code: '+34', phoneDigits: 9, suffix: 'S.L.', tld: 'es',
    cities: [['Madrid', 'Community of Madrid', '28013'], ['Barcelona', 'Catalonia', '08002']],
    streets: ['Calle de Alcalá', 'Gran Vía', 'Passeig de Gràcia', 'Calle Mayor'],
  },
  {
    name: 'United States', code: '+1', phoneDigits: 10, suffix: 'Inc.', tld: 'com',
    cities: [['Austin', 'Texas', '78701'], ['Boston', 'Massachusetts', '02110'], ['San Jose', 'California', '95113'], ['Chicago', 'Illinois', '60601']],
    streets: ['Congress Avenue', 'Market Street', 'Main Street', 'Michigan Avenue', 'Elm Street'],
  },
  {
    name: 'Canada', code: '+1', phoneDigits: 10, suffix: 'Inc.', tld: 'ca',
    cities: [['Toronto', 'Ontario', 'M5H 2N2'], ['Vancouver', 'British Columbia', 'V6B 1A1']],
    streets: ['Bay Street', 'Queen Street West', 'Granville Street'],
  },
  {
    name: 'India', code: '+91', phoneDigits: 10, suffix: 'Pvt Ltd', tld: 'in',
    cities: [['Bengaluru', 'Karnataka', '560001'], ['Pune', 'Maharashtra', '411001'], ['Hyderabad', 'Telangana', '500081']],
    streets: ['MG Road', 'Residency Road', 'FC Road', 'HITEC City Road'],
  },
  {
    name: 'Singapore', code: '+65', phoneDigits: 8, suffix: 'Pte Ltd', tld: 'sg',
    cities: [['Singapore', 'Central Region', '018989']],
    streets: ['Raffles Place', 'Marina Boulevard', 'Orchard Road'],
  },
  {
    name: 'Australia', code: '+61', phoneDigits: 9, suffix: 'Pty Ltd', tld: 'com.au',
    cities: [['Sydney', 'New South Wales', '2000'], ['Melbourne', 'Victoria', '3000']],
    streets: ['George Street', 'Collins Street', 'Pitt Street'],
  },
  {
    name: 'United Arab Emirates', code: '+971', phoneDigits: 9, suffix: 'LLC', tld: 'ae',
    cities: [['Dubai', 'Dubai', '00000'], ['Abu Dhabi', 'Abu Dhabi', '00000']],
    streets: ['Sheikh Zayed Road', 'Al Maryah Island', 'Al Wasl Road'],
  },
  {
    name: 'South Africa', code: '+27', phoneDigits: 9, suffix: '(Pty) Ltd', tld: 'co.za',
    cities: [['Johannesburg', 'Gauteng', '2196'], ['Cape Town', 'Western Cape', '8001']],
    streets: ['Rivonia Road', 'Long Street', 'Bree Street'],
  },
  {
    name: 'Sweden', code: '+46', phoneDigits: 9, suffix: 'AB', tld: 'se',
    cities: [['Stockholm', 'Stockholm County', '111 52'], ['Gothenburg', 'Västra Götaland', '411 06']],
    streets: ['Drottninggatan', 'Kungsgatan', 'Sveavägen'],
  },
  {
    name: 'Brazil', code: '+55', phoneDigits: 11, suffix: 'Ltda', tld: 'com.br',
    cities: [['São Paulo', 'São Paulo', '01310-100'], ['Rio de Janeiro', 'Rio de Janeiro', '20040-002']],
    streets: ['Avenida Paulista', 'Rua Augusta', 'Avenida Rio Branco'],
  },
];

const BUILDINGS = ['Suite 400', 'Floor 3', 'Unit 12', 'Tower B, Level 7', 'Building 2', 'Office 210', 'Riverside House', 'Innovation Centre'] as const;

const COMPANY_STEMS = [
  'Northwind', 'Bluecrest', 'Ironclad', 'Sentinel', 'Brightpath', 'Cobalt', 'Redwood', 'Silverline', 'Keystone',
  'Arcadia', 'Vanguard', 'Lighthouse', 'Granite', 'Helix', 'Polaris', 'Quantum', 'Meridian', 'Summit', 'Atlas',
  'Nimbus', 'Falcon', 'Orbital', 'Harbour', 'Citadel', 'Evergreen', 'Bastion',
] as const;
const PARTNER_COMPANY_KINDS = ['Networks', 'IT Solutions', 'Cyber Security', 'Systems', 'Technologies', 'Consulting', 'Secure IT', 'Integration'] as const;
const DISTRIBUTOR_COMPANY_KINDS = ['Distribution', 'Technology Distribution', 'Value-Added Distribution', 'Channel Services', 'Supply'] as const;

const CUSTOMER_COMPANIES = [
  'Harbor Logistics', "St. Mary's Hospital", 'Alpine Bank', 'Greenfield Retail Group', 'Metro Transit Authority',
  'Crescent Insurance', 'Pioneer Manufacturing', 'City of Riverton', 'Oakridge University', 'Nova Pharma',
  'Sunrise Hotels', 'Blue Ocean Shipping', 'Vertex Energy', 'Maple Foods', 'Orion Telecom', 'Cedar Law Partners',
  'Summit Health Clinics', 'Atlas Engineering', 'Quantum Media', 'Riverbank Credit Union', 'Falcon Aerospace',
  'Evergreen Schools Trust', 'Lakeside Dental', 'Titan Construction', 'Prime Automotive', 'Coastal Water Utility',
] as const;
/** Customer names beyond the list above: a stem and a sector, 40 x 30 of them. */
const CUSTOMER_STEMS = [
  'Harbor', 'Alpine', 'Greenfield', 'Metro', 'Crescent', 'Pioneer', 'Oakridge', 'Nova', 'Sunrise', 'Blue Ocean',
  'Vertex', 'Maple', 'Orion', 'Cedar', 'Summit', 'Atlas', 'Riverbank', 'Falcon', 'Evergreen', 'Lakeside', 'Titan',
  'Prime', 'Coastal', 'Northgate', 'Silverlake', 'Redstone', 'Clearwater', 'Highland', 'Westbrook', 'Eastfield',
  'Ironbridge', 'Stonebridge', 'Bayview', 'Fairview', 'Kingsway', 'Brookside', 'Pinecrest', 'Sterling', 'Horizon', 'Beacon',
] as const;
const CUSTOMER_SECTORS = [
  'Logistics', 'Bank', 'Retail Group', 'Transit Authority', 'Insurance', 'Manufacturing', 'University', 'Pharma',
  'Hotels', 'Shipping', 'Energy', 'Foods', 'Telecom', 'Law Partners', 'Health Clinics', 'Engineering', 'Media',
  'Credit Union', 'Aerospace', 'Schools Trust', 'Dental', 'Construction', 'Automotive', 'Water Utility', 'Hospital',
  'Capital', 'Chemicals', 'Airlines', 'Foundation', 'Analytics',
] as const;
const CUSTOMER_NAMES: readonly string[] = [
  ...new Set([...CUSTOMER_COMPANIES, ...CUSTOMER_STEMS.flatMap((stem) => CUSTOMER_SECTORS.map((sector) => `${stem} ${sector}`))]),
];

const VENDOR_PARTNER_MANAGERS = [['Rachel', 'Adams'], ['Miguel', 'Santos'], ['Sophie', 'Laurent'], ['Tobias', 'Weber'], ['Nadia', 'Rahman']] as const;
const VENDOR_ACCOUNT_EXECUTIVES = [
  ['James', 'Carter'], ['Emma', 'Lindqvist'], ['Ravi', 'Menon'], ['Claire', 'Bouchard'], ['Hiroshi', 'Ito'], ['Laura', 'Vidal'],
] as const;

const ENGAGEMENT_TYPES = ['New Business', 'Renewal', 'Upsell', 'Cross-sell', 'Competitive Displacement'] as const;
const RESELLER_ENGAGEMENTS = ['Resell', 'Referral', 'Managed Service', 'Co-sell'] as const;
const OTHER_RESELLER_ENGAGEMENTS = [
  'No', 'None known', 'Yes - incumbent reseller for firewall renewal', 'Customer also evaluating a competing MSSP', 'No other reseller engaged',
] as const;
const PRODUCT_POSITIONS = [
  'Primary security platform', 'Replacement of incumbent EDR', 'Add-on to existing deployment', 'Pilot for 200 endpoints',
  'Consolidation of point products', 'Compliance-driven purchase',
] as const;
const PLATFORMS = [
  'Endpoint Protection', 'Extended Detection and Response (XDR)', 'Email Security', 'Cloud Security Posture Management',
  'Zero Trust Network Access', 'SIEM', 'Managed Detection and Response',
] as const;
const CUSTOMER_NEEDS = [
  'Ransomware protection for 1,200 endpoints after a recent phishing incident.',
  'Consolidate three endpoint agents into one platform and reduce alert fatigue for a two-person SOC.',
  'Meet NIS2 requirements before the next audit, including incident reporting within 24 hours.',
  'Secure remote access for contractors without a VPN; replace legacy VPN concentrators.',
  'Visibility into misconfigured cloud storage across AWS and Azure subscriptions.',
  'Stop business e-mail compromise; finance team targeted by invoice fraud twice this year.',
  '24/7 monitoring and response, as the customer has no in-house security staff overnight.',
  'PCI DSS scope reduction for the payment network and centralised log retention for one year.',
] as const;
const DEAL_COMMENTS = [
  'Customer prefers a three-year term with annual billing.',
  'Proof of concept scheduled for next month.',
  'Budget approved by the CFO; waiting for procurement.',
  'Competing against two other vendors in the final round.',
  'Requested a joint call with the vendor account executive.',
  'Public tender; submission deadline end of quarter.',
] as const;
const MDF_ACTIVITIES = ['Joint webinar', 'Security awareness breakfast', 'Trade show booth', 'Email nurture campaign', 'Customer roadshow'] as const;
const APPROVED_REMARKS = ['Verified with the account team', 'Approved for standard partner discount', 'Registration confirmed, 90-day protection'] as const;
const REJECTED_REMARKS = ['Customer already registered by another partner', 'Duplicate registration', 'Insufficient customer details provided'] as const;
const PENDING_REMARKS = ['Awaiting confirmation from the customer', 'Checking for conflicting registrations'] as const;

// ---------------------------------------------------------------------------------------------
// Resources

const RESOURCE_CATALOGUE: ReadonlyArray<{
  resourceType: ResourceType;
  contentType: ContentTypeCode;
  items: ReadonlyArray<readonly [title: string, file: string]>;
}> = [
  {
    resourceType: 'LEARNING', contentType: 'SALES_VIDEOS',
    items: [['Selling XDR to the Mid-Market', 'sample.mp4'], ['Handling Objections on Price', 'sample.mp4'], ['Discovery Calls That Uncover Security Gaps', 'sample.mp4']],
  },
  {
    resourceType: 'LEARNING', contentType: 'TECH_VIDEOS',
    items: [['Deploying the Endpoint Agent at Scale', 'sample.mp4'], ['Configuring Zero Trust Access Policies', 'sample.mp4'], ['Investigating an Incident in the Console', 'sample.mp4']],
  },
  {
    resourceType: 'SALES', contentType: 'UNIQUE_SELLING_PROPORTION',
    items: [['Why Customers Switch: Five Differentiators', 'sample.pdf'], ['Competitive Battlecard: Legacy Antivirus', 'sample.pdf']],
  },
  {
    resourceType: 'SALES', contentType: 'DATASHEET',
    items: [['Endpoint Protection Datasheet', 'sample.pdf'], ['Email Security Datasheet', 'sample.pdf'], ['Managed Detection and Response Datasheet', 'sample.pdf']],
  },
  {
    resourceType: 'SALES', contentType: 'PRESENTATION',
    items: [['Partner Pitch Deck 2026', 'sample.pptx'], ['Executive Briefing: Ransomware Readiness', 'sample.pdf']],
  },
  {
    resourceType: 'SALES', contentType: 'EMAIL_TEMPLATES',
    items: [['Renewal Reminder Email Template', 'sample.docx'], ['Cold Outreach Sequence: CISO Persona', 'sample.pdf']],
  },
  {
    resourceType: 'MARKETING', contentType: 'BRANDING',
    items: [['Partner Logo Pack', 'sample.png'], ['Co-Branding Guidelines', 'sample.png'], ['Certified Partner Badge', 'sample.png']],
  },
  {
    resourceType: 'MARKETING', contentType: 'MARKETING_LITERATURE',
    items: [['Threat Landscape Report 2026', 'sample.pdf'], ['Customer Case Study: Regional Hospital', 'sample.pdf']],
  },
  {
    resourceType: 'MARKETING', contentType: 'DIGITAL_MARKETING',
    items: [['Social Media Banner Set', 'sample.png'], ['SEO Keyword Guide for Security Resellers', 'sample.docx']],
  },
  {
    resourceType: 'MARKETING', contentType: 'MARKETING_CAMPAIGNS',
    items: [['Cybersecurity Awareness Month Campaign Kit', 'sample.pdf'], ['Ransomware Webinar Campaign in a Box', 'sample.pptx']],
  },
];

// ---------------------------------------------------------------------------------------------
// Quiz banks: [question, correct answer, three wrong answers]

type QuizSeed = readonly [question: string, correct: string, wrong1: string, wrong2: string, wrong3: string];

const TECH_QUESTIONS: readonly QuizSeed[] = [
  ['Which attack encrypts a victim\'s files and demands payment for the key?', 'Ransomware', 'Phishing', 'SQL injection', 'Cross-site scripting'],
  ['What does EDR stand for?', 'Endpoint Detection and Response', 'Encrypted Data Relay', 'Enterprise Domain Routing', 'External Device Registry'],
  ['Which principle grants users only the access they need to do their job?', 'Least privilege', 'Defence in depth', 'Separation of duties', 'Security through obscurity'],
  ['Which protocol should replace Telnet for remote administration?', 'SSH', 'FTP', 'SNMPv1', 'HTTP'],
  ['What is the main purpose of multi-factor authentication?', 'To require more than one independent proof of identity', 'To encrypt passwords at rest', 'To speed up logins', 'To replace user accounts'],
  ['Which port does HTTPS use by default?', '443', '80', '22', '8080'],
  ['What does a SIEM primarily do?', 'Collects and correlates security events from many sources', 'Blocks malware on endpoints', 'Encrypts e-mail', 'Manages software licences'],
  ['Which e-mail authentication standard publishes the servers allowed to send for a domain?', 'SPF', 'DKIM', 'S/MIME', 'IMAP'],
  ['What is a zero-day vulnerability?', 'A flaw exploited before the vendor has released a fix', 'A bug found on the release day', 'A vulnerability with a CVSS score of zero', 'An expired certificate'],
  ['Which control best limits lateral movement inside a network?', 'Network segmentation', 'A longer password policy', 'Disk encryption', 'Screen lock timeouts'],
  ['What does the "Zero Trust" model assume?', 'No user or device is trusted by default, inside or outside the network', 'Everything inside the firewall is trusted', 'Only administrators need authentication', 'Encryption is optional on internal links'],
  ['Which hashing algorithm is suitable for storing passwords?', 'Argon2', 'MD5', 'SHA-1', 'CRC32'],
  ['What is the purpose of a sandbox in malware analysis?', 'To run suspicious files in an isolated environment and observe them', 'To store quarantined e-mails', 'To compress log files', 'To test network bandwidth'],
  ['Which framework maps adversary tactics and techniques?', 'MITRE ATT&CK', 'ITIL', 'TOGAF', 'COBIT'],
  ['What does DLP stand for?', 'Data Loss Prevention', 'Domain Lookup Protocol', 'Dynamic Link Policy', 'Distributed Log Processing'],
  ['Which technique tricks a user into revealing credentials on a fake site?', 'Phishing', 'Fuzzing', 'Tailgating', 'Port scanning'],
  ['What is the first step of incident response in the NIST life cycle?', 'Preparation', 'Eradication', 'Containment', 'Lessons learned'],
  ['Which type of backup is kept offline to survive ransomware?', 'An air-gapped backup', 'A synchronised cloud folder', 'A RAID 1 mirror', 'A snapshot on the same volume'],
  ['What does TLS provide for data in transit?', 'Confidentiality and integrity', 'Compression only', 'Load balancing', 'Antivirus scanning'],
  ['Which log source best detects brute-force login attempts on Windows?', 'Security event log failed logon events', 'DNS cache', 'Print spooler log', 'Windows Update history'],
  ['What is a common indicator of command-and-control traffic?', 'Regular beaconing to an unfamiliar domain', 'Large print jobs', 'High CPU from the screen saver', 'Frequent software updates'],
  ['Which cloud responsibility always stays with the customer?', 'Managing identities and access to their data', 'Physical security of the data centre', 'Hypervisor patching', 'Power and cooling'],
  ['What does CVSS measure?', 'The severity of a vulnerability', 'The speed of a network', 'The number of users affected by an outage', 'Compliance with GDPR'],
  ['Which attack floods a service to make it unavailable?', 'Distributed denial of service', 'Privilege escalation', 'Credential stuffing', 'Man-in-the-middle'],
];

const SALES_QUESTIONS: readonly QuizSeed[] = [
  ['What is the best first step in a discovery call with a new security prospect?', 'Ask about their current risks and recent incidents', 'Present the price list', 'Send the contract', 'Demo every feature'],
  ['Which buyer usually owns the security budget in a mid-sized company?', 'The CISO or IT director', 'The receptionist', 'The marketing intern', 'An external auditor'],
  ['What does deal registration give a partner?', 'Protection and better margins for the registered opportunity', 'Free hardware', 'Access to the vendor source code', 'Automatic customer renewal'],
  ['How should you answer "your product is too expensive"?', 'Quantify the cost of a breach and the savings from consolidation', 'Offer an immediate 50% discount', 'End the call', 'Criticise the competitor'],
  ['Which regulation drives security purchases for essential services in the EU?', 'NIS2', 'HIPAA', 'SOX', 'FERPA'],
  ['What is the average cost of a data breach best used for?', 'Building a business case for investment', 'Scaring the customer into signing', 'Setting the partner discount', 'Choosing the licence term'],
  ['What is an MSSP?', 'A managed security service provider', 'A multi-site storage platform', 'A mobile sales support plan', 'A marketing services sales partner'],
  ['Which metric shows the value of MDR to a customer?', 'Reduced mean time to detect and respond', 'Number of licences sold', 'Size of the installer', 'Number of dashboards'],
  ['When is the best time to propose a multi-year agreement?', 'When the customer has confirmed value and budget stability', 'In the first e-mail', 'After the contract has expired', 'Never'],
  ['What should a proof of concept always have?', 'Agreed success criteria and an end date', 'Unlimited duration', 'No customer involvement', 'Production data without approval'],
  ['Which message resonates most with a CFO?', 'Risk reduction and predictable cost', 'Kernel-level telemetry details', 'The number of detection rules', 'The product roadmap colour scheme'],
  ['What is cross-selling in a security account?', 'Offering a complementary product such as e-mail security to an endpoint customer', 'Selling to a competitor', 'Reselling used licences', 'Changing the customer contact'],
  ['Why register a deal early?', 'To secure protection before another partner registers it', 'To close it faster automatically', 'To avoid the customer meeting', 'To skip the quote'],
  ['What is the role of MDF?', 'Funding joint marketing activities that generate demand', 'Paying customer invoices', 'Covering support tickets', 'Replacing partner margins'],
  ['Which is a qualifying question under BANT?', 'Is there an approved budget for this project?', 'What is your favourite colour?', 'Who built your office?', 'Do you like our logo?'],
  ['How do you best handle an incumbent competitor?', 'Focus on gaps the customer has experienced and prove value in a pilot', 'Claim the competitor is insecure without evidence', 'Ignore the competitor', 'Match any price without question'],
  ['What is the typical renewal risk signal?', 'Low product adoption and no executive sponsor', 'A large number of active users', 'A recent expansion order', 'Frequent training attendance'],
  ['Which asset helps most in a first meeting with a CISO?', 'A short, relevant case study from the same industry', 'The full technical manual', 'The partner agreement', 'An internal price sheet'],
  ['What should follow every customer meeting?', 'A written summary with agreed next steps', 'Silence until the customer calls back', 'An invoice', 'A discount offer'],
  ['What does TCO stand for?', 'Total cost of ownership', 'Technical compliance officer', 'Threat containment operation', 'Trusted certificate origin'],
  ['Which customer segment is most often targeted by ransomware in recent reports?', 'Healthcare and manufacturing', 'Hobby clubs', 'Weather services', 'Museums only'],
  ['What is a champion in a sales cycle?', 'A person inside the customer who actively supports your solution', 'The vendor CEO', 'The lowest bidder', 'A competitor salesperson'],
  ['What is the goal of a quarterly business review with a customer?', 'Show achieved value and plan the next steps together', 'Renegotiate the price downwards', 'Collect overdue payments only', 'Introduce a new contact person'],
  ['Which partner tier benefit usually requires certified staff?', 'Higher discount levels', 'Access to the partner portal', 'Receiving newsletters', 'Downloading the logo pack'],
];

const OPTION_LETTERS: readonly OptionLetter[] = ['A', 'B', 'C', 'D'];

// ---------------------------------------------------------------------------------------------
// Builders

interface Context {
  random: Random;
  now: number;
}

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/** A moment between `from` and `to`, in ms since the epoch. */
function between(context: Context, from: number, to: number): number {
  const span = Math.max(0, to - from);
  return Math.floor(from + context.random.float() * span);
}

function daysAgo(context: Context, days: number): number {
  return context.now - days * DAY_MS;
}

function slug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}

/**
 * Names made unique: `unique(make)` tries `make()` up to 20 times, then numbers the last try
 * ('Cobalt Networks Ltd 2', 3, ...). The next number of each base name is remembered, so a
 * generator that has run out of vocabulary stays linear: with 100,000 records most names are
 * numbered, and counting up from 2 each time made generation quadratic.
 */
function uniqueNames(): (make: () => string) => string {
  const used = new Set<string>();
  const nextNumber = new Map<string, number>();
  return (make) => {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const name = make();
      if (!used.has(name)) {
        used.add(name);
        return name;
      }
    }
    const base = make();
    // Every number below nextNumber is taken (names are never released), so the search for the
    // first free one can start there.
    let n = nextNumber.get(base) ?? 2;
    while (used.has(`${base} ${n}`)) n += 1;
    nextNumber.set(base, n + 1);
    used.add(`${base} ${n}`);
    return `${base} ${n}`;
  };
}

type MemberState = 'active' | 'pending' | 'rejected' | 'inactive';

function applyState(state: MemberState): Pick<Member, 'isApproved' | 'isActive'> {
  switch (state) {
    case 'active':
      return { isApproved: true, isActive: true };
    case 'pending':
      return { isApproved: false, isActive: true };
    case 'rejected':
      return { isApproved: false, isActive: false };
    case 'inactive':
      return { isApproved: true, isActive: false };
  }
}

function buildMembers(context: Context, count: number, kind: 'partner' | 'distributor', uniqueCompany: (make: () => string) => string): Member[] {
  const { random } = context;
  const states = spread<MemberState>(random, count, [
    ['active', 55],
    ['pending', 20],
    ['rejected', 13],
    ['inactive', 12],
  ]);
  const usedEmails = new Set<string>();
  return states.map((state, index) => {
    const country = random.pick(COUNTRIES);
    const [city] = random.pick(country.cities);
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const kinds = kind === 'partner' ? PARTNER_COMPANY_KINDS : DISTRIBUTOR_COMPANY_KINDS;
    const companyName = uniqueCompany(() => `${random.pick(COMPANY_STEMS)} ${random.pick(kinds)} ${country.suffix}`);
    const domain = `${slug(companyName.replace(country.suffix, ''))}.${country.tld}`;
    let email = `${slug(firstName)}.${slug(lastName)}@${domain}`;
    if (usedEmails.has(email)) email = `${slug(firstName)}.${slug(lastName)}${index + 1}@${domain}`;
    usedEmails.add(email);
    // Pending requests are recent sign-ups; everyone else joined at some point in the last 18 months.
    const createdAt =
      state === 'pending'
        ? between(context, daysAgo(context, REQUEST_WINDOW_DAYS - 1), daysAgo(context, 1))
        : between(context, daysAgo(context, HISTORY_DAYS), daysAgo(context, 2));
    const updatedAt = state === 'pending' ? createdAt : between(context, createdAt, context.now);
    const sizes = kind === 'partner' ? COMPANY_SIZES.slice(0, 5) : COMPANY_SIZES.slice(2);
    return {
      id: index + 1,
      firstName,
      lastName,
      title: random.pick(TITLES),
      email,
      countryCode: country.code,
      phoneNumber: random.digits(country.phoneDigits),
      position: random.pick(kind === 'partner' ? PARTNER_POSITIONS : DISTRIBUTOR_POSITIONS),
      companyName,
      companySize: random.pick(sizes),
      address: random.pick(BUILDINGS),
      street: `${random.int(1, 250)} ${random.pick(country.streets)}`,
      city,
      country: country.name,
      ...applyState(state),
      createdAt: iso(createdAt),
      updatedAt: iso(updatedAt),
    };
  });
}

/** Members who can register deals: approved ones, or anyone when a tiny data set has none. */
function dealOwners(members: readonly Member[]): Member[] {
  const approved = members.filter((member) => member.isApproved === true);
  return approved.length > 0 ? approved : [...members];
}

const DEAL_STATUSES = [
  ['approved', 38],
  ['rejected', 16],
  ['pending', 32],
  ['PENDING', 6],
  ['submitted', 5],
  ['Under Review', 3],
] as const;

/** Optional deal fields that a few records leave empty, as real registrations do. */
const OMITTABLE_DEAL_FIELDS = [
  'dmTitle', 'state', 'postalCode', 'opportunityNumber', 'otherResellerEngagement', 'mdfFunding', 'mdfActivityName',
  'comments', 'customerCompany', 'dmCountryCode', 'dmPhoneNumber', 'e7AccountExecutiveFirstName', 'e7AccountExecutiveLastName',
  'years', 'descriptionCustomerNeeds', 'updatedAt',
] as const satisfies ReadonlyArray<Exclude<keyof DealBase, 'id'>>;

function remarksFor(random: Random, status: string): string | null {
  const roll = random.float();
  if (roll < 0.25) return '-';
  if (roll < 0.35) return '';
  if (roll < 0.45) return null;
  if (status === 'approved') return random.pick(APPROVED_REMARKS);
  if (status === 'rejected') return random.pick(REJECTED_REMARKS);
  return random.pick(PENDING_REMARKS);
}

function buildDealBody(context: Context, id: number, owner: Member, status: string, customerCompany: string) {
  const { random } = context;
  const country = random.pick(COUNTRIES);
  const [city, state, postalCode] = random.pick(country.cities);
  const dmFirstName = random.pick(FIRST_NAMES);
  const dmLastName = random.pick(LAST_NAMES);
  // Once the customer's pick from a short list: the draw stays, so every later value (and with
  // them the stories' screenshots) stays as it was; the customer itself comes from `Customers`.
  random.float();
  const [pmFirst, pmLast] = random.pick(VENDOR_PARTNER_MANAGERS);
  const [aeFirst, aeLast] = random.pick(VENDOR_ACCOUNT_EXECUTIVES);
  const isMultiYear = random.chance(0.4);
  const ownerCreated = Date.parse(owner.createdAt ?? '') || daysAgo(context, HISTORY_DAYS);
  const createdAt = between(context, Math.max(ownerCreated, daysAgo(context, HISTORY_DAYS)), daysAgo(context, 0.5));
  const decided = status === 'approved' || status === 'rejected';
  const updatedAt = decided ? between(context, createdAt, context.now) : createdAt;
  const hasMdf = random.chance(0.35);
  const createdYear = new Date(createdAt).getUTCFullYear();
  return {
    id,
    customerCompany,
    dmTitle: random.pick(['CISO', 'IT Director', 'Head of Infrastructure', 'CIO', 'Security Manager', 'IT Manager']),
    dmFirstName,
    dmLastName,
    dmEmail: `${slug(dmFirstName)}.${slug(dmLastName)}@${slug(customerCompany)}.${country.tld}`,
    dmCountryCode: country.code,
    dmPhoneNumber: random.digits(country.phoneDigits),
    isExistingCustomer: random.chance(0.3),
    address: `${random.int(1, 400)} ${random.pick(country.streets)}`,
    city,
    state,
    postalCode,
    country: country.name,
    e7PartnerManagerFirstName: pmFirst,
    e7PartnerManagerLastName: pmLast,
    e7AccountExecutiveFirstName: aeFirst,
    e7AccountExecutiveLastName: aeLast,
    engagementType: random.pick(ENGAGEMENT_TYPES),
    resellerEngagement: random.pick(RESELLER_ENGAGEMENTS),
    opportunityNumber: `OPP-${createdYear}-${String(id * 37 + random.int(0, 36)).padStart(6, '0')}`,
    otherResellerEngagement: random.pick(OTHER_RESELLER_ENGAGEMENTS),
    descriptionCustomerNeeds: random.pick(CUSTOMER_NEEDS),
    e7ProductPosition: random.pick(PRODUCT_POSITIONS),
    e7Platform: random.pick(PLATFORMS),
    isMultiYear,
    years: isMultiYear ? random.int(2, 5) : 1,
    mdfFunding: hasMdf ? random.int(2, 30) * 500 : 0,
    mdfActivityName: hasMdf ? random.pick(MDF_ACTIVITIES) : 'None',
    comments: random.pick(DEAL_COMMENTS),
    status,
    remarks: remarksFor(random, status),
    createdAt: iso(createdAt),
    updatedAt: iso(updatedAt),
  };
}

/** Sets a few optional fields of roughly one deal in ten to null. */
function thinOut<T extends DealBase>(random: Random, deal: T): T {
  if (!random.chance(0.1)) return deal;
  const result: DealBase = { ...deal };
  const fields = random.shuffle(OMITTABLE_DEAL_FIELDS).slice(0, random.int(2, 5));
  for (const field of fields) result[field] = null;
  return result as T;
}

/** Per kind of deal, the fields naming the member who registered it. */
interface DealKinds {
  partner: PartnerDeal;
  distributor: DistributorDeal;
}

const DEAL_OWNER_FIELDS: { [Kind in keyof DealKinds]: (owner: Member) => Omit<DealKinds[Kind], keyof DealBase> } = {
  partner: (owner) => ({
    partnerId: owner.id,
    partnerFirstName: owner.firstName ?? null,
    partnerLastName: owner.lastName ?? null,
    partnerTitle: owner.title ?? null,
    partnerCompany: owner.companyName ?? null,
  }),
  distributor: (owner) => ({
    distributorId: owner.id,
    distributorFirstName: owner.firstName ?? null,
    distributorLastName: owner.lastName ?? null,
    distributorTitle: owner.title ?? null,
    distributorCompany: owner.companyName ?? null,
    distributorName: [owner.firstName, owner.lastName].filter(Boolean).join(' '),
    distributorEmail: owner.email ?? null,
  }),
};

/**
 * Who a deal's customer is. Most deals register a customer of their own; a few register one of an
 * earlier deal again, as real programmes see it: another member registering the same customer
 * within the year (the possible conflicts the deal lists flag), and registrations that look alike
 * but are no conflict (the same member renewing, a namesake in another country).
 */
type Registration = 'new' | 'rival' | 'abroad' | 'renewal' | 'namesake';

const REGISTRATIONS = [
  ['new', 88],
  /** Another member, the same customer and contact, within ten months: a possible conflict, same company and country. */
  ['rival', 5],
  /** Another member, the same customer's office in another country, its contact on the same e-mail domain: same e-mail domain. */
  ['abroad', 1],
  /** The same member registers its customer again after a month to a year: no conflict. */
  ['renewal', 3],
  /** Another member registers a company of the same name in another country: no conflict. */
  ['namesake', 3],
] as const satisfies ReadonlyArray<readonly [Registration, number]>;

/** A deal registers again the customer of one of this many deals before it. */
const RECENT_DEALS = 30;

/** How far apart a rival registration is from the first, at most: well inside a year. */
const RIVAL_DAYS = 300;

/**
 * The customers of the deals, drawn from a random stream of their own (so the rest of the data
 * does not move when they change): distinct names, and the plan of which deals register an
 * earlier customer again.
 */
interface Customers {
  random: Random;
  name: () => string;
}

function customersOf(seed: number): Customers {
  const random = new Random(seed ^ 0x5eed5);
  const unique = uniqueNames();
  return { random, name: () => unique(() => random.pick(CUSTOMER_NAMES)) };
}

type DealBody = ReturnType<typeof buildDealBody>;

/** The fields that name the customer and its contact, which a rival registration shares with the first. */
const CUSTOMER_FIELDS = [
  'customerCompany', 'dmTitle', 'dmFirstName', 'dmLastName', 'dmEmail', 'dmCountryCode', 'dmPhoneNumber',
  'address', 'city', 'state', 'postalCode', 'country',
] as const satisfies ReadonlyArray<keyof DealBody>;

function pickFields(deal: DealBody): Partial<DealBody> {
  return Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, deal[field]]));
}

/** `deal` dated `createdAt`, its update and its opportunity's year following. */
function dated(context: Context, random: Random, deal: DealBody, createdAt: number): DealBody {
  const decided = deal.status === 'approved' || deal.status === 'rejected';
  const updatedAt = decided ? createdAt + random.float() * Math.max(0, context.now - createdAt) : createdAt;
  return {
    ...deal,
    opportunityNumber: deal.opportunityNumber.replace(/^OPP-\d{4}/, `OPP-${new Date(createdAt).getUTCFullYear()}`),
    createdAt: iso(createdAt),
    updatedAt: iso(Math.floor(updatedAt)),
  };
}

const joinedAt = new WeakMap<Member, number>();
/** When a member joined, read once per member (rivals are looked for among every member). */
function joined(member: Member, context: Context): number {
  let time = joinedAt.get(member);
  if (time === undefined) {
    time = Date.parse(member.createdAt ?? '') || daysAgo(context, HISTORY_DAYS);
    joinedAt.set(member, time);
  }
  return time;
}

/**
 * A deal as its registration makes it: unchanged for a new customer, else with the customer of an
 * earlier deal (`earlier`), and for a rival, another member and a date near the first's. Falls
 * back to a new customer when no earlier deal or member fits.
 */
function register(
  context: Context,
  customers: Customers,
  registration: Registration,
  deal: DealBody,
  owner: Member,
  earlier: ReadonlyArray<{ deal: DealBody; owner: Member }>,
  owners: readonly Member[],
): { deal: DealBody; owner: Member } {
  const { random } = customers;
  if (registration === 'new' || earlier.length === 0) return { deal, owner };
  // One of the last few deals, so the registrations again spread over the whole list instead of
  // piling onto its first deals (which every later deal could pick).
  const first = random.pick(earlier.slice(-RECENT_DEALS));
  const firstAt = Date.parse(first.deal.createdAt);
  const latest = daysAgo(context, 0.5);
  const at = (from: number, to: number) => Math.floor(from + random.float() * (to - from));
  switch (registration) {
    case 'namesake': {
      if (first.deal.country === deal.country) return { deal, owner };
      const company = first.deal.customerCompany;
      return { deal: { ...deal, customerCompany: company, dmEmail: deal.dmEmail.replace(/@[^.]+/, `@${slug(company)}`) }, owner };
    }
    case 'renewal': {
      const from = firstAt + 30 * DAY_MS;
      const to = Math.min(firstAt + 365 * DAY_MS, latest);
      if (from > to) return { deal, owner };
      return { deal: dated(context, random, { ...deal, ...pickFields(first.deal) }, at(from, to)), owner: first.owner };
    }
    case 'rival':
    case 'abroad': {
      const to = Math.min(firstAt + RIVAL_DAYS * DAY_MS, latest);
      const rivals = owners.filter((candidate) => candidate.id !== first.owner.id && joined(candidate, context) <= to);
      if (rivals.length === 0) return { deal, owner };
      const rival = random.pick(rivals);
      const from = Math.max(firstAt - RIVAL_DAYS * DAY_MS, joined(rival, context), daysAgo(context, HISTORY_DAYS));
      const customer: Partial<DealBody> =
        registration === 'rival'
          ? pickFields(first.deal)
          : { customerCompany: first.deal.customerCompany, dmEmail: deal.dmEmail.replace(/@.*/, first.deal.dmEmail.slice(first.deal.dmEmail.indexOf('@'))) };
      return { deal: dated(context, random, { ...deal, ...customer }, at(from, to)), owner: rival };
    }
  }
}

/** `count` deals of one kind, each registered by one of `members` (see dealOwners) for a customer of `customers`. */
function buildDeals<Kind extends keyof DealKinds>(
  context: Context,
  kind: Kind,
  count: number,
  members: readonly Member[],
  customers: Customers,
): DealKinds[Kind][] {
  const owners = dealOwners(members);
  if (owners.length === 0) return [];
  const statuses = spread(context.random, count, DEAL_STATUSES);
  const registrations = spread<Registration>(customers.random, count, REGISTRATIONS);
  const built: Array<{ deal: DealBody; owner: Member }> = [];
  return statuses.map((status, index) => {
    const drawn = context.random.pick(owners);
    const body = buildDealBody(context, index + 1, drawn, status, customers.name());
    const { deal, owner } = register(context, customers, registrations[index] ?? 'new', body, drawn, built, owners);
    built.push({ deal, owner });
    return thinOut(context.random, { ...deal, ...DEAL_OWNER_FIELDS[kind](owner) } as DealKinds[Kind]);
  });
}

function buildResources(context: Context, assetBaseUrl: string): Resource[] {
  const resources: Resource[] = [];
  for (const group of RESOURCE_CATALOGUE) {
    for (const [title, file] of group.items) {
      resources.push({
        id: resources.length + 1,
        title,
        createdAt: iso(between(context, daysAgo(context, HISTORY_DAYS), daysAgo(context, 1))),
        contentType: group.contentType,
        url: `${assetBaseUrl}/${file}`,
        resourceType: group.resourceType,
      });
    }
  }
  return resources;
}

function buildQuizBank(context: Context, count: number, seeds: readonly QuizSeed[]): QuizQuestion[] {
  const { random } = context;
  const order = random.shuffle(seeds);
  return Array.from({ length: count }, (_, index) => {
    const round = Math.floor(index / order.length);
    const [question, correct, ...wrong] = order[index % order.length] as QuizSeed;
    const options = random.shuffle([correct, ...wrong]);
    const letter = OPTION_LETTERS[options.indexOf(correct)] as OptionLetter;
    const createdAt = between(context, daysAgo(context, HISTORY_DAYS), daysAgo(context, 1));
    const updatedAt = random.chance(0.3) ? between(context, createdAt, context.now) : createdAt;
    return {
      id: index + 1,
      // Banks larger than the catalogue repeat questions; number the repeats so rows stay distinct.
      question: round === 0 ? question : `${question} (variant ${round + 1})`,
      marks: random.int(1, 3),
      optionA: options[0] ?? null,
      optionB: options[1] ?? null,
      optionC: options[2] ?? null,
      optionD: options[3] ?? null,
      correctOption: `Option-${letter}`,
      createdAt: iso(createdAt),
      updatedAt: iso(updatedAt),
    };
  });
}

const CERTIFICATION_STATUSES = [
  ['APPROVED', 40],
  ['REJECTED', 25],
  ['PENDING', 25],
  ['SUBMITTED', 7],
  ['IN_REVIEW', 3],
] as const;

const APPROVED_CERTIFICATION_REMARKS = ['Certificate generated', 'Excellent result', null, null] as const;
const REJECTED_CERTIFICATION_REMARKS = [
  'Score below the 70% pass mark; please retake after reviewing the training videos.',
  'Several answers on incident response were incorrect. Retake the technical track.',
  'Submission incomplete. Please complete the full quiz.',
  'Please review the sales enablement material and try again.',
] as const;

function buildCertifications(context: Context, count: number, partners: readonly Member[], quiz: DemoData['quiz']): CertificationDetail[] {
  const { random } = context;
  const candidates = dealOwners(partners);
  if (candidates.length === 0) return [];
  const statuses = spread(random, count, CERTIFICATION_STATUSES);
  return statuses.map((status, index) => {
    const partner = random.pick(candidates);
    const type = random.chance(0.5) ? 'SALES' : 'TECHNICAL';
    const bank = type === 'SALES' ? quiz.sales : quiz.tech;
    const size = Math.min(bank.length, random.int(5, 10));
    // Approved submissions are mostly right, rejected ones mostly wrong, pending ones in between.
    const rightChance = status === 'APPROVED' ? 0.88 : status === 'REJECTED' ? 0.4 : 0.68;
    let totalMarks = 0;
    let marksAttained = 0;
    const answers: CertificationAnswer[] = random.shuffle(bank).slice(0, size).map((question) => {
      const marks = Number(question.marks ?? 1);
      const correct = question.correctOption ?? 'Option-A';
      const selectedOption = random.chance(rightChance)
        ? correct
        : `Option-${random.pick(OPTION_LETTERS.filter((letter) => `Option-${letter}` !== correct))}`;
      totalMarks += marks;
      if (selectedOption === correct) marksAttained += marks;
      return {
        id: question.id,
        question: question.question ?? null,
        optionA: question.optionA ?? null,
        optionB: question.optionB ?? null,
        optionC: question.optionC ?? null,
        optionD: question.optionD ?? null,
        correctOption: correct,
        selectedOption,
      };
    });
    const remarks =
      status === 'APPROVED'
        ? random.pick(APPROVED_CERTIFICATION_REMARKS)
        : status === 'REJECTED'
          ? random.pick(REJECTED_CERTIFICATION_REMARKS)
          : null;
    const partnerCreated = Date.parse(partner.createdAt ?? '') || daysAgo(context, HISTORY_DAYS);
    return {
      certification: {
        id: index + 1,
        name: [partner.firstName, partner.lastName].filter(Boolean).join(' '),
        designation: partner.position ?? null,
        type,
        createdAt: iso(between(context, Math.max(partnerCreated, daysAgo(context, HISTORY_DAYS)), daysAgo(context, 0.5))),
        totalQuestions: answers.length,
        totalMarks,
        marksAttained,
        status,
        remarks,
      },
      quiz: answers,
    };
  });
}

/**
 * Builds the demo data set. Pure: no clock, no global randomness, no DOM; the same options
 * always give deep-equal data.
 *
 * @example
 * const data = generateDemoData({ seed: 42, counts: { partners: 10 } });
 */
export function generateDemoData(options: DemoDataOptions = {}): DemoData {
  const seed = options.seed ?? DEMO_DEFAULTS.seed;
  const now = (options.now ?? new Date(DEMO_DEFAULTS.now)).getTime();
  const counts = { ...DEMO_DEFAULTS.counts, ...options.counts };
  const assetBaseUrl = (options.assetBaseUrl ?? DEMO_DEFAULTS.assetBaseUrl).replace(/\/+$/, '');
  const context: Context = { random: new Random(seed), now };
  const uniqueCompany = uniqueNames();

  const partners = buildMembers(context, counts.partners, 'partner', uniqueCompany);
  const distributors = buildMembers(context, counts.distributors, 'distributor', uniqueCompany);
  const customers = customersOf(seed);
  const partnerDeals = buildDeals(context, 'partner', counts.partnerDeals, partners, customers);
  const distributorDeals = buildDeals(context, 'distributor', counts.distributorDeals, distributors, customers);
  const resources = buildResources(context, assetBaseUrl);
  const quiz = {
    tech: buildQuizBank(context, counts.questionsPerBank, TECH_QUESTIONS),
    sales: buildQuizBank(context, counts.questionsPerBank, SALES_QUESTIONS),
  };
  const certifications = buildCertifications(context, counts.certifications, partners, quiz);

  return withDemoHistory({
    admin: { ...DEMO_ADMIN },
    otherAdmins: DEMO_ADMINS.slice(1).map((admin) => ({ ...admin })),
    partners,
    distributors,
    partnerDeals,
    distributorDeals,
    resources,
    quiz,
    certifications,
  });
}
