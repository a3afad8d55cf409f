import type { Courier } from '@/shared/staff';

/**
 * The couriers the shop ships with and where each tracks a parcel (`{awb}`: its AWB number): the
 * one table both backends are set up with (Backend.couriers). A courier not here still ships; its
 * AWB is shown without a link.
 */
export const KNOWN_COURIERS: readonly Courier[] = [
  { name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/{awb}' },
  { name: 'Blue Dart', trackingUrl: 'https://www.bluedart.com/tracking?trackFor=0&trackNo={awb}' },
  { name: 'DTDC', trackingUrl: 'https://www.dtdc.in/tracking.asp?strCnno={awb}' },
  { name: 'Ekart', trackingUrl: 'https://ekartlogistics.com/shipmenttrack/{awb}' },
  { name: 'Xpressbees', trackingUrl: 'https://www.xpressbees.com/shipment/tracking?awbNo={awb}' },
  { name: 'Shadowfax', trackingUrl: 'https://tracker.shadowfax.in/#/track/{awb}' },
];

/** The page tracking the order's latest shipment, or null (not shipped, or a courier not in `couriers`). */
export function trackingUrlOf(
  couriers: readonly Courier[],
  timeline: readonly { courier?: string; awb?: string }[],
): string | null {
  const shipped = timeline.findLast((step) => step.courier && step.awb);
  const name = shipped?.courier?.trim().toLowerCase();
  const courier = couriers.find((known) => known.name.toLowerCase() === name);
  return courier && shipped?.awb
    ? courier.trackingUrl.replace('{awb}', encodeURIComponent(shipped.awb))
    : null;
}
