/** The admin workspace's routes (spec section 2). */
export const ADMIN = '/dashboard/admin';
export const adminPaths = {
  home: ADMIN,
  users: `${ADMIN}/users`,
  loads: `${ADMIN}/loads`,
  load: (id: string) => `${ADMIN}/loads/${encodeURIComponent(id)}`,
  shipments: `${ADMIN}/shipments`,
  shipment: (id: string) => `${ADMIN}/shipments/${encodeURIComponent(id)}`,
  revenue: `${ADMIN}/revenue`,
  disputes: `${ADMIN}/disputes`,
  analytics: `${ADMIN}/analytics`,
  logs: `${ADMIN}/logs`,
};
