import { Bell, BellOff } from 'lucide-react';
import { Popover } from 'radix-ui';

/**
 * The bell. Live notifications (new bids, accepted loads, delivery progress) arrive with the
 * events stream in a later issue; until then the panel says plainly that there is nothing new.
 */
export function NotificationsButton() {
  return (
    <Popover.Root>
      <Popover.Trigger
        aria-label="Notifications"
        className="relative flex size-10 items-center justify-center rounded-full text-gray-700 hover:bg-muted hover:text-gray-900"
      >
        <Bell className="size-5" aria-hidden="true" />
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={8}
          aria-label="Notifications"
          className="z-50 w-[min(20rem,calc(100vw-1.5rem))] rounded-xl border border-border bg-white p-4 shadow-lg focus:outline-none"
        >
          <h2 className="text-sm font-semibold text-gray-900">Notifications</h2>
          <div className="flex flex-col items-center px-2 py-6 text-center">
            <span className="mb-3 rounded-full bg-muted p-3 text-gray-500">
              <BellOff className="size-6" aria-hidden="true" />
            </span>
            <p className="text-sm font-medium text-gray-900">No new notifications</p>
            <p className="mt-1 text-xs text-muted-foreground">
              New bids, accepted loads and delivery updates will show up here.
            </p>
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
