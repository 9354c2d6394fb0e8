import { DEMO_ACCOUNTS } from './people.ts';

export interface DemoOwner {
  key: string;
  email: string;
  fullName: string;
  companyName: string;
  phoneNumber: string;
  address: string;
  bio: string;
}

/** The demo's shippers: mines, farms and traders, each with its own lanes (`catalogue.ts`). */
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

/** The owner behind the demo cargo-owner account. */
export const DEMO_OWNER_KEY = 'copperbelt';
