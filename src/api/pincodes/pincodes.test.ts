import { STATE_NAMES } from '@/shared/address-validation';
import { lookupPincode } from '.';
import { deliveryDateFor, distanceKm, secondsUntilPromiseChanges, WAREHOUSE } from './delivery-date';
import { pincodeTable } from './pincode-table';

describe('the pincode table', () => {
  it.each([
    ['560034', 'Bengaluru', 'Karnataka'],
    ['500081', 'Hyderabad', 'Telangana'],
    // GeoNames files Leh under "Jammu & Kashmir"; Ladakh is a union territory of its own since 2019.
    ['194101', 'Leh', 'Ladakh'],
    // Its post offices are in the New Delhi and Central Delhi districts; the G.P.O. is in New Delhi.
    ['110001', 'New Delhi', 'Delhi'],
    // "Chattisgarh", "Pondicherry", "Bilaspur(CGH)" in the data.
    ['495001', 'Bilaspur', 'Chhattisgarh'],
    ['605001', 'Pondicherry', 'Puducherry'],
  ])('places %s in %s, %s', async (pincode, city, state) => {
    expect(await lookupPincode(pincode)).toMatchObject({ pincode, city, state });
  });

  it('answers null for a pincode it does not know, or a string that is not one', async () => {
    expect(await lookupPincode('999999')).toBeNull();
    expect(await lookupPincode('056003')).toBeNull();
  });

  it("names only the shop's 36 states, every one of them", async () => {
    const places = [...(await pincodeTable()).values()];
    const states = new Set(places.flatMap((place) => [place.state, ...place.otherStates]));
    expect([...states].sort()).toEqual([...STATE_NAMES].sort());
    expect(places.length).toBeGreaterThan(19000);
    expect(places.every((place) => place.city !== '' && place.lat > 6 && place.lon > 68)).toBe(true);
  });

  it('answers 503 when the table cannot be loaded, and tries again on the next lookup', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await jest.isolateModulesAsync(async () => {
      jest.doMock('./pincode-table.json', () => {
        throw new Error('Loading chunk pincodes failed.');
      });
      const { lookupPincode: lookUpInFreshModule } = await import('./');
      await expect(lookUpInFreshModule('560034')).rejects.toMatchObject({ status: 503 });
      jest.dontMock('./pincode-table.json');
      await expect(lookUpInFreshModule('560034')).resolves.toMatchObject({ city: 'Bengaluru' });
    });
  });

  it('puts the warehouse where the table puts its pincode', async () => {
    expect(await lookupPincode(WAREHOUSE.pincode)).toMatchObject({ lat: WAREHOUSE.lat, lon: WAREHOUSE.lon });
  });
});

describe('the delivery promise', () => {
  const bengaluru = { lat: WAREHOUSE.lat, lon: WAREHOUSE.lon };
  /** Friday 27 November 2026 in India, at `time`. */
  const friday = (time: string) => new Date(`2026-11-27T${time}+05:30`);

  it('measures straight-line distance: Bengaluru to New Delhi is about 1,700 km', () => {
    expect(distanceKm(bengaluru, { lat: 28.64, lon: 77.22 })).toBeCloseTo(1714, -1);
  });

  it('leaves the same day before 14:00 India time and the next working day after', () => {
    expect(deliveryDateFor(bengaluru, friday('13:59'))).toBe('2026-11-28');
    // Leaves Saturday, arrives Monday: nothing moves on a Sunday.
    expect(deliveryDateFor(bengaluru, friday('14:00'))).toBe('2026-11-30');
  });

  it('uses the India calendar day, not the UTC one', () => {
    // 23:30 UTC on Thursday is 05:00 on Friday in India.
    expect(deliveryDateFor(bengaluru, new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-28');
  });

  it('lets a cache keep an answer until the next cut-off', () => {
    expect(secondsUntilPromiseChanges(friday('13:00'))).toBe(60 * 60);
    expect(secondsUntilPromiseChanges(friday('20:00'))).toBe(18 * 60 * 60);
  });
});
