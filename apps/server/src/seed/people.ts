/** Every demo account signs in with this password (the README lists the three main ones). */
export const DEMO_PASSWORD = 'Demo@2026';

/** The three accounts the README hands out, one per role. */
export const DEMO_ACCOUNTS = [
  {
    email: 'admin@njira.demo',
    fullName: 'Thandiwe Mwale',
    companyName: 'Njira',
    phoneNumber: '+260 211 250 100',
    role: 'admin',
  },
  {
    email: 'transporter@njira.demo',
    fullName: 'Mwila Chanda',
    companyName: 'Chanda Haulage',
    phoneNumber: '+260 97 512 3344',
    role: 'transporter',
  },
  {
    email: 'owner@njira.demo',
    fullName: 'Natasha Phiri',
    companyName: 'Copperbelt Minerals Ltd',
    phoneNumber: '+260 96 744 1020',
    role: 'cargo-owner',
  },
] as const;

export interface Truck {
  plate: string;
  driverName: string;
  driverPhone: string;
}

export interface DemoTransporter {
  key: string;
  email: string;
  fullName: string;
  companyName: string;
  phoneNumber: string;
  address: string;
  bio: string;
  licenseNumber: string;
  vehicleTypes: string[];
  fleet: Truck[];
}

export interface DemoOwner {
  key: string;
  email: string;
  fullName: string;
  companyName: string;
  phoneNumber: string;
  address: string;
  bio: string;
}

/** Small operators, one to three trucks each, as the platform aggregates them. */
export const TRANSPORTERS: readonly DemoTransporter[] = [
  {
    key: 'chanda',
    ...DEMO_ACCOUNTS[1],
    address: 'Plot 2217, Chisokone Avenue, Kitwe',
    bio: 'Family haulier on the Copperbelt–Lusaka–Dar corridor since 2014.',
    licenseNumber: 'RTSA-HGV-114502',
    vehicleTypes: ['Flatbed trailer', 'Tautliner'],
    fleet: [
      { plate: 'ABZ 4521', driverName: 'Kennedy Mumba', driverPhone: '+260 97 781 2210' },
      { plate: 'BAD 7713', driverName: 'Patrick Chileshe', driverPhone: '+260 96 330 4587' },
      { plate: 'BCF 2096', driverName: 'Mwila Chanda', driverPhone: '+260 97 512 3344' },
    ],
  },
  {
    key: 'banda',
    email: 'joseph.banda@njira.demo',
    fullName: 'Joseph Banda',
    companyName: 'Banda Logistics',
    phoneNumber: '+260 97 640 1188',
    address: 'Plot 45, Mungwi Road, Lusaka',
    bio: 'Two interlinks running Lusaka to Harare and the Great East Road.',
    licenseNumber: 'RTSA-HGV-098331',
    vehicleTypes: ['Interlink', 'Flatbed trailer'],
    fleet: [
      { plate: 'ALM 7789', driverName: 'Lazarus Phiri', driverPhone: '+260 97 205 6634' },
      { plate: 'BAJ 1402', driverName: 'Gift Nyirenda', driverPhone: '+260 95 448 9021' },
    ],
  },
  {
    key: 'tembo',
    email: 'grace.tembo@njira.demo',
    fullName: 'Grace Tembo',
    companyName: 'Tembo Transport',
    phoneNumber: '+260 96 218 7745',
    address: 'Plot 8, Umodzi Highway, Chipata',
    bio: 'Eastern Province grain and cotton carrier with a cold-chain box truck.',
    licenseNumber: 'RTSA-HGV-120774',
    vehicleTypes: ['Dropside', 'Refrigerated truck'],
    fleet: [
      { plate: 'BBK 3350', driverName: 'Davies Ngoma', driverPhone: '+260 96 117 2093' },
      { plate: 'ACX 6618', driverName: 'Alick Zimba', driverPhone: '+260 97 903 4416' },
    ],
  },
  {
    key: 'mwansa',
    email: 'bwalya.mwansa@njira.demo',
    fullName: 'Bwalya Mwansa',
    companyName: 'Mwansa Freight',
    phoneNumber: '+260 95 372 0419',
    address: 'Bwana Mkubwa, Ndola',
    bio: 'Tipper and side-tipper work for mines and quarries around Ndola.',
    licenseNumber: 'RTSA-HGV-101256',
    vehicleTypes: ['Side tipper', 'Flatbed trailer'],
    fleet: [
      { plate: 'BAH 9054', driverName: 'Charles Musonda', driverPhone: '+260 95 661 7302' },
      { plate: 'ADF 3127', driverName: 'Brian Kapembwa', driverPhone: '+260 97 482 5560' },
    ],
  },
  {
    key: 'lungu',
    email: 'kelvin.lungu@njira.demo',
    fullName: 'Kelvin Lungu',
    companyName: 'Lungu Trucking',
    phoneNumber: '+260 97 155 8930',
    address: 'Kafue Road, Makeni, Lusaka',
    bio: 'Owner-driver, one tautliner, Lusaka to Livingstone and Dar es Salaam.',
    licenseNumber: 'RTSA-HGV-133089',
    vehicleTypes: ['Tautliner'],
    fleet: [{ plate: 'BCA 5561', driverName: 'Kelvin Lungu', driverPhone: '+260 97 155 8930' }],
  },
  {
    key: 'zulu',
    email: 'emmanuel.zulu@njira.demo',
    fullName: 'Emmanuel Zulu',
    companyName: 'Zulu Brothers Haulage',
    phoneNumber: '+260 96 804 2276',
    address: 'Nchanga Road, Chingola',
    bio: 'Three brothers, three trucks: copper out to the ports, mining supplies back.',
    licenseNumber: 'RTSA-HGV-087642',
    vehicleTypes: ['Flatbed trailer', 'Container chassis'],
    fleet: [
      { plate: 'AAZ 8813', driverName: 'Moses Zulu', driverPhone: '+260 96 804 2277' },
      { plate: 'BAB 2270', driverName: 'Stephen Simukonda', driverPhone: '+260 97 318 6604' },
      { plate: 'BDE 4409', driverName: 'Fred Kaunda', driverPhone: '+260 95 729 1135' },
    ],
  },
  {
    key: 'sakala',
    email: 'mercy.sakala@njira.demo',
    fullName: 'Mercy Sakala',
    companyName: 'Sakala Cargo Movers',
    phoneNumber: '+260 95 590 6612',
    address: 'Industrial Area, Mosi-oa-Tunya Road, Livingstone',
    bio: 'Southern Province loads to Lusaka and across Chirundu to Harare.',
    licenseNumber: 'RTSA-HGV-126415',
    vehicleTypes: ['Flatbed trailer', 'Dropside'],
    fleet: [
      { plate: 'BBF 6702', driverName: 'Isaac Mweemba', driverPhone: '+260 95 240 8817' },
      { plate: 'ACR 1958', driverName: 'Given Hamoonga', driverPhone: '+260 96 652 3390' },
    ],
  },
];

export const CARGO_OWNERS: readonly DemoOwner[] = [
  {
    key: 'copperbelt',
    ...DEMO_ACCOUNTS[2],
    address: 'Plot 4512, Nkana West Industrial Area, Kitwe',
    bio: 'Copper cathode and concentrate producer shipping to Lusaka, Dar es Salaam and Harare.',
  },
  {
    key: 'kansanshi',
    email: 'joseph.mulenga@njira.demo',
    fullName: 'Joseph Mulenga',
    companyName: 'Kansanshi Copper Traders',
    phoneNumber: '+260 97 330 9182',
    address: 'Plot 9, Kabundi Industrial Area, Chingola',
    bio: 'Buys and exports copper and cobalt from small Copperbelt producers.',
  },
  {
    key: 'mkushi',
    email: 'esther.zulu@njira.demo',
    fullName: 'Esther Zulu',
    companyName: 'Mkushi Grain Farmers Co-op',
    phoneNumber: '+260 96 475 2301',
    address: 'Stand 5012, Mungwi Road Industrial Area, Lusaka',
    bio: 'Co-operative of 140 farms marketing maize, soya and wheat.',
  },
  {
    key: 'chipata',
    email: 'chisomo.mbewe@njira.demo',
    fullName: 'Chisomo Mbewe',
    companyName: 'Chipata Cotton Ginnery',
    phoneNumber: '+260 97 866 0457',
    address: 'Lundazi Road, Chipata',
    bio: 'Gins seed cotton from Eastern Province out-growers; lint for export.',
  },
  {
    key: 'kamwala',
    email: 'ruth.chirwa@njira.demo',
    fullName: 'Ruth Chirwa',
    companyName: 'Kamwala Traders Ltd',
    phoneNumber: '+260 95 118 4470',
    address: 'Plot 1123, Lumumba Road, Lusaka',
    bio: 'Wholesaler of cement, building steel, solar kits and groceries.',
  },
];

export const DEMO_TRANSPORTER_KEY = 'chanda';
export const DEMO_OWNER_KEY = 'copperbelt';
