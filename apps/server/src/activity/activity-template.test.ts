import { describe, expect, it } from 'vitest';
import { activitySqlTemplate, slot } from './activity-template.ts';

describe('activitySqlTemplate', () => {
  it('puts %n$s where the slots were and doubles every other %', () => {
    const t = activitySqlTemplate({
      type: 'BID_PLACED',
      description: `${slot(1)} bid 100% on ${slot(3)}`,
      actorName: slot(1),
      metadata: { amount: 5, transporter: slot(1), note: '50%' },
    });
    expect(t).toEqual({
      description: '%1$s bid 100%% on %3$s',
      actorName: '%1$s',
      metadata: '{"amount":5,"transporter":%1$s,"note":"50%%"}',
    });
  });

  it('refuses a slot that is only part of a metadata string: its value could not be put in as JSON', () => {
    expect(() =>
      activitySqlTemplate({
        type: 'BID_PLACED',
        description: 'x',
        actorName: 'y',
        metadata: { route: `from ${slot(4)}` },
      }),
    ).toThrow(/not whole/);
  });
});
