import type { ActivityType } from '@njira/domain';
import {
  BadgeCheck,
  Ban,
  BanknoteArrowDown,
  BanknoteArrowUp,
  BanknoteX,
  CircleCheckBig,
  CirclePlus,
  FileClock,
  FileUp,
  FileX,
  Gavel,
  Handshake,
  type LucideIcon,
  RefreshCw,
  RotateCcw,
  Scale,
  ShieldAlert,
  ShieldCheck,
  ShieldOff,
  Star,
  Truck,
  Undo2,
  UserPlus,
  XCircle,
} from 'lucide-react';
import type { BadgeVariant } from '../../components/ui/badge.tsx';

/**
 * How the log shows each kind of entry (the domain's ACTIVITY_TYPES): its badge word, colour and
 * icon. A Record, so a type the server gains fails to compile until it has a look here.
 */
export const ACTIVITY_LOOK: Record<ActivityType, { label: string; variant: BadgeVariant; icon: LucideIcon }> =
  {
    USER_SIGNED_UP: { label: 'User Signed Up', variant: 'info', icon: UserPlus },
    QUOTE_CREATED: { label: 'Quote Posted', variant: 'primary', icon: CirclePlus },
    QUOTE_CANCELLED: { label: 'Quote Cancelled', variant: 'danger', icon: FileX },
    BID_PLACED: { label: 'Bid Placed', variant: 'accent', icon: Gavel },
    BID_WITHDRAWN: { label: 'Bid Withdrawn', variant: 'neutral', icon: Undo2 },
    BID_ACCEPTED: { label: 'Bid Accepted', variant: 'success', icon: Handshake },
    SHIPMENT_CREATED: { label: 'Shipment Created', variant: 'info', icon: Truck },
    SHIPMENT_UPDATED: { label: 'Shipment Updated', variant: 'neutral', icon: RefreshCw },
    SHIPMENT_DELIVERED: { label: 'Delivered', variant: 'success', icon: CircleCheckBig },
    SHIPMENT_CANCELLED: { label: 'Shipment Cancelled', variant: 'danger', icon: XCircle },
    SHIPMENT_RATED: { label: 'Shipment Rated', variant: 'warning', icon: Star },
    DELIVERY_UNCONFIRMED: { label: 'Delivery Unconfirmed', variant: 'warning', icon: FileClock },
    PAYMENT_RECEIVED: { label: 'Payment Received', variant: 'success', icon: BanknoteArrowDown },
    PAYMENT_FAILED: { label: 'Payment Failed', variant: 'danger', icon: BanknoteX },
    PAYMENT_RELEASED: { label: 'Payment Released', variant: 'success', icon: BanknoteArrowUp },
    PAYMENT_RETRIED: { label: 'Transfer Retried', variant: 'warning', icon: RefreshCw },
    PAYMENT_REFUNDED: { label: 'Payment Refunded', variant: 'info', icon: Undo2 },
    DISPUTE_OPENED: { label: 'Dispute Opened', variant: 'warning', icon: ShieldAlert },
    DISPUTE_RESOLVED: { label: 'Dispute Resolved', variant: 'info', icon: Scale },
    USER_SUSPENDED: { label: 'User Suspended', variant: 'danger', icon: Ban },
    USER_REACTIVATED: { label: 'User Reactivated', variant: 'success', icon: RotateCcw },
    TWO_FACTOR_ENABLED: { label: 'Two-Factor On', variant: 'success', icon: ShieldCheck },
    TWO_FACTOR_DISABLED: { label: 'Two-Factor Off', variant: 'warning', icon: ShieldOff },
    DOCUMENT_UPLOADED: { label: 'Document Uploaded', variant: 'info', icon: FileUp },
    DOCUMENT_APPROVED: { label: 'Document Approved', variant: 'success', icon: BadgeCheck },
    DOCUMENT_REJECTED: { label: 'Document Rejected', variant: 'danger', icon: FileX },
    DOCUMENT_EXPIRING: { label: 'Document Expiring', variant: 'warning', icon: FileClock },
    DOCUMENT_EXPIRED: { label: 'Document Expired', variant: 'danger', icon: FileX },
  };
