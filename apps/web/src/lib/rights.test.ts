import { cancellationRight, errorResolutionRights, refundTimeFrame } from '@homeward/contract';
import { describe, expect, it } from 'vitest';
import { catalog } from '@/i18n/catalogs';
import { activateLocale, loadAreas } from '@/i18n/locale';
import { right, rights } from './rights';

/** The contract's constants, by the name each has there. */
const contract = { cancellationRight, refundTimeFrame, errorResolutionRights };
const names = Object.keys(contract) as (keyof typeof contract)[];

describe('the rights’ sentences', () => {
  it('are the contract’s, word for word, in English', () => {
    for (const name of names) {
      expect(rights[name].message).toBe(contract[name]);
      expect(right(name)).toBe(contract[name]);
    }
  });

  it('are said in the customer’s language', async () => {
    await loadAreas(['tools']);
    await activateLocale('vi');
    expect(right('refundTimeFrame')).toBe(
      'Tiền hoàn về thẻ có thể mất từ 5 đến 10 ngày làm việc để hiển thị trên sao kê của bạn.',
    );
    expect(right('cancellationRight')).toMatch(/^Bạn có thể hủy/);
  });

  it('are in the transfer screens’ catalog as well as Help’s', async () => {
    const [transfers, tools] = await Promise.all([
      catalog('ur', 'transfers'),
      catalog('ur', 'tools'),
    ]);
    for (const name of names) {
      const id = rights[name].id;
      expect(transfers.messages[id]).toBeDefined();
      expect(transfers.messages[id]).toEqual(tools.messages[id]);
    }
  });
});
