import {
  Banknote,
  ChartColumn,
  CirclePlus,
  CreditCard,
  FileCheck,
  FileText,
  Flag,
  LayoutDashboard,
  ListChecks,
  type LucideIcon,
  Mail,
  MessageSquare,
  Package,
  Scale,
  ScrollText,
  Truck,
  Users,
  Wallet,
} from 'lucide-react';

export type MenuName = 'transporter' | 'cargo-owner' | 'admin';

export interface MenuItem {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Active only on this exact path (the dashboard home), not on the pages below it. */
  end?: boolean;
}

const T = '/dashboard/transporter';
const C = '/dashboard/cargo-owner';
const A = '/dashboard/admin';

/** Spec section 2, "Dashboard shell": one menu per role. */
export const MENUS: Record<MenuName, readonly MenuItem[]> = {
  admin: [
    { label: 'Dashboard', to: A, icon: LayoutDashboard, end: true },
    { label: 'Users', to: `${A}/users`, icon: Users },
    { label: 'Loads', to: `${A}/loads`, icon: Package },
    { label: 'Shipments', to: `${A}/shipments`, icon: Truck },
    { label: 'Revenue', to: `${A}/revenue`, icon: Banknote },
    { label: 'Reconciliation', to: `${A}/reconciliation`, icon: ListChecks },
    { label: 'Disputes', to: `${A}/disputes`, icon: Scale },
    { label: 'Documents', to: `${A}/documents`, icon: FileCheck },
    { label: 'Reported messages', to: `${A}/reported-messages`, icon: Flag },
    { label: 'Website messages', to: `${A}/contact-messages`, icon: Mail },
    { label: 'Analytics', to: `${A}/analytics`, icon: ChartColumn },
    { label: 'Logs', to: `${A}/logs`, icon: ScrollText },
  ],
  transporter: [
    { label: 'Dashboard', to: T, icon: LayoutDashboard, end: true },
    { label: 'Loads', to: `${T}/loads`, icon: Package },
    { label: 'Deliveries', to: `${T}/deliveries`, icon: Truck },
    { label: 'Earnings', to: `${T}/earnings`, icon: Wallet },
    { label: 'Messages', to: `${T}/messages`, icon: MessageSquare },
  ],
  'cargo-owner': [
    { label: 'Dashboard', to: C, icon: LayoutDashboard, end: true },
    { label: 'Shipments', to: `${C}/shipments`, icon: Truck },
    { label: 'Quotes', to: `${C}/quotes`, icon: FileText },
    { label: 'Post Load', to: `${C}/post-load`, icon: CirclePlus },
    { label: 'Payments', to: `${C}/payments`, icon: CreditCard },
    { label: 'Messages', to: `${C}/messages`, icon: MessageSquare },
  ],
};

export const MENU_TITLES: Record<MenuName, string> = {
  admin: 'Admin',
  transporter: 'Transporter',
  'cargo-owner': 'Cargo Owner',
};
