import { DEMO_ACCOUNTS } from './people.ts';

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

/** The transporter behind the demo transporter account. */
export const DEMO_TRANSPORTER_KEY = 'chanda';
