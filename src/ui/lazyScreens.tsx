/**
 * The desk's screens other than the map, loaded on demand (dynamic `import()`), so the first paint
 * carries only the map desk: Orders, High command, Fire plans, Logistics, Contacts, Engagements (list and
 * screen), Log and Seats, and the order timeline chart. `ScreenLoading` is what shows while one loads.
 */
import { lazy, Suspense, type ComponentProps, type ReactNode } from 'react';

export const OrdersScreen = lazy(() => import('./orders/OrdersScreen.tsx').then((m) => ({ default: m.OrdersScreen })));
const TimelineChart = lazy(() => import('./timeline/OrderTimelineChart.tsx').then((m) => ({ default: m.OrderTimelineChart })));
export const SheetScreen = lazy(() => import('./sheet/SheetScreen.tsx').then((m) => ({ default: m.SheetScreen })));
export const FirePlanScreen = lazy(() => import('./fireplan/FirePlanScreen.tsx').then((m) => ({ default: m.FirePlanScreen })));
export const LogisticsScreen = lazy(() => import('./logistics/LogisticsScreen.tsx').then((m) => ({ default: m.LogisticsScreen })));
export const ContactsScreen = lazy(() => import('./contacts/ContactsScreen.tsx').then((m) => ({ default: m.ContactsScreen })));
export const LogScreen = lazy(() => import('./log/LogScreen.tsx').then((m) => ({ default: m.LogScreen })));
export const EngagementList = lazy(() => import('./engagement/EngagementList.tsx').then((m) => ({ default: m.EngagementList })));
export const EngagementScreen = lazy(() => import('./engagement/EngagementScreen.tsx').then((m) => ({ default: m.EngagementScreen })));
export const SeatsScreen = lazy(() => import('./seats/SeatsScreen.tsx'));

/** The order timeline chart (`OrderTimelineChart`), with its own loading state so the Orders screen stays while it loads. */
export function OrderTimelineChart(props: ComponentProps<typeof TimelineChart>) {
  return (
    <Suspense fallback={<p role="status">Loading the timeline…</p>}>
      <TimelineChart {...props} />
    </Suspense>
  );
}

/** A screen with its loading state: `status` "Loading the ‹name› screen…" until its code has arrived. */
export function ScreenLoading({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="map-loading">
          {`Loading the ${name} screen…`}
        </p>
      }
    >
      {children}
    </Suspense>
  );
}
