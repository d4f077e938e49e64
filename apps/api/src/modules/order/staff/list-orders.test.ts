import { describe, expect, it } from 'vitest';
import { orderNoPrefix } from './list-orders.ts';

describe('orderNoPrefix', () => {
  it('turns a typed prefix into a range on the unique index', () => {
    expect(orderNoPrefix('soab')).toEqual({ gte: 'SOAB', lt: 'SOAC', startsWith: 'SOAB' });
    expect(orderNoPrefix('SO9')).toEqual({ gte: 'SO9', lt: 'SOA', startsWith: 'SO9' });
    expect(orderNoPrefix('SOAZ')).toEqual({ gte: 'SOAZ', lt: 'SOB', startsWith: 'SOAZ' });
    expect(orderNoPrefix('ZZ')).toEqual({ gte: 'ZZ', startsWith: 'ZZ' });
    expect(orderNoPrefix(' SO2 ')).toEqual({ gte: 'SO2', lt: 'SO3', startsWith: 'SO2' });
  });

  it('matches anything else literally (no order number contains it)', () => {
    expect(orderNoPrefix('SO-1%')).toEqual({ startsWith: 'SO-1%' });
  });
});
