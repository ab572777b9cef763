import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { WorkshopTypeWithSessions } from './booking-state';
import {
  BOOKING_STORAGE_KEY,
  clearBooking,
  readBooking,
  readConfirmation,
  startBooking,
  updateBooking,
  writeConfirmation,
} from './booking-state';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const type = {
  id: 'learn-to-knit',
  name: 'Learn to Knit',
  sessions: [],
} as unknown as WorkshopTypeWithSessions;

const date = { id: 'sw-1' } as never;
const details = {
  guests: '2',
  name: 'Ada',
  email: 'ada@example.com',
  mobileNumber: '07700 900123',
  experienceLevel: '',
  experienceSkills: '',
  experienceConfirmed: true,
};

beforeEach(() => {
  Object.defineProperty(globalThis, 'sessionStorage', {
    value: new MemoryStorage(),
    configurable: true,
  });
});

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'sessionStorage');
});

describe('booking state', () => {
  it('starts a booking with the chosen type', () => {
    startBooking(type);
    expect(readBooking()).toEqual({ workshopType: type });
  });

  it('keeps the booking in progress when the same type is chosen again', () => {
    startBooking(type);
    updateBooking({ scheduledWorkshop: date, details, bookingId: 'attempt-1' });
    const refreshed = { ...type, name: 'Learn to Knit (new name)' };
    startBooking(refreshed);
    expect(readBooking()).toEqual({
      workshopType: refreshed,
      scheduledWorkshop: date,
      details,
      bookingId: 'attempt-1',
    });
  });

  it('starts afresh for another type but keeps who is booking', () => {
    startBooking({ ...type, id: 'knit-a-hat' });
    updateBooking({
      scheduledWorkshop: date,
      details,
      bookingId: 'attempt-1',
      termsAccepted: true,
    });
    startBooking(type);
    expect(readBooking()).toEqual({
      workshopType: type,
      details: { ...details, guests: '', experienceConfirmed: false },
    });
  });

  it('keeps each step under the studio.booking key', () => {
    startBooking(type);
    updateBooking({ newsletterSignup: true });
    const raw = sessionStorage.getItem(BOOKING_STORAGE_KEY);
    expect(JSON.parse(raw ?? '{}')).toEqual({ workshopType: type, newsletterSignup: true });
  });

  it('has nothing to update before a booking starts', () => {
    expect(updateBooking({ bookingId: 'x' })).toBeUndefined();
    expect(readBooking()).toBeUndefined();
  });

  it('treats damaged or foreign storage as no booking', () => {
    sessionStorage.setItem(BOOKING_STORAGE_KEY, '{not json');
    expect(readBooking()).toBeUndefined();
    sessionStorage.setItem(BOOKING_STORAGE_KEY, JSON.stringify({ workshopType: {} }));
    expect(readBooking()).toBeUndefined();
    sessionStorage.setItem(BOOKING_STORAGE_KEY, 'null');
    expect(readBooking()).toBeUndefined();
  });

  it('forgets the booking when cleared, but keeps the last confirmation with its reference and link', () => {
    startBooking(type);
    writeConfirmation({
      booking: { id: 'b-1' } as never,
      paymentLink: null,
      reference: '7K3Q-PXW2',
      manageUrl: '/manage_booking/abc',
    });
    clearBooking();
    expect(readBooking()).toBeUndefined();
    expect(readConfirmation()).toMatchObject({
      reference: '7K3Q-PXW2',
      manageUrl: '/manage_booking/abc',
    });
  });

  it('works without session storage at all', () => {
    Reflect.deleteProperty(globalThis, 'sessionStorage');
    expect(() => startBooking(type)).not.toThrow();
    expect(readBooking()).toBeUndefined();
  });
});
