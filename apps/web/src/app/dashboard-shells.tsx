import { DashboardLayout } from '../components/layouts/dashboard-layout.tsx';
import type { MenuName } from '../components/layouts/menus.ts';
import { TooltipProvider } from '../components/ui/tooltip.tsx';

// Tooltips are only used inside the signed-in workspace, so their provider (and Radix's popper
// code) is loaded with the dashboard shell, not with the sign-in screens.
function Shell({ menu }: { menu: MenuName }) {
  return (
    <TooltipProvider>
      <DashboardLayout menu={menu} />
    </TooltipProvider>
  );
}

export const TransporterShell = () => <Shell menu="transporter" />;
export const CargoOwnerShell = () => <Shell menu="cargo-owner" />;
export const AdminShell = () => <Shell menu="admin" />;
