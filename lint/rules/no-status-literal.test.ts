import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import rule from './no-status-literal.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const named = (...ids: number[]) =>
  ids.map((id) => ({ messageId: 'named', data: { id: `${id}` } }));

tester.run('no-status-literal', rule, {
  valid: [
    // Named statuses.
    'if (cart.orm_order_status === STATUS.HOLD) stop();',
    'const carts = [{ status: STATUS.NEW_ORDER }];',
    'eq(carts.orm_order_status, STATUS.NEW_ORDER);',
    'write({ status: ESCALATION_STATUS.OPEN });',
    // Numbers that are not status ids, or not compared with a status.
    'if (response.status === 404) fail();',
    'reply({ status: 200, body });',
    'const attempt = { status_code: 0 };',
    'if (cart.quantity === 4) split();',
    'const version = 1;',
    'eq(carts.id, 4);',
    '[1, 2].includes(order.channel);',
    'orderStatus(status);',
  ],
  invalid: [
    { code: 'if (cart.orm_order_status === 14) stop();', errors: named(14) },
    { code: 'if (4 !== row.orm_order_status) keep();', errors: named(4) },
    { code: 'const reached = status !== 18 && status !== 19;', errors: named(18, 19) },
    { code: 'const order = { order_status: 1 };', errors: named(1) },
    { code: 'seed({ carts: [{ status: 2 }, { status: 98 }] });', errors: named(2, 98) },
    { code: 'row.to_status = 21;', errors: named(21) },
    { code: 'const statusId = 9 satisfies StatusId;', errors: named(9) },
    { code: 'const target_status_id = 5;', errors: named(5) },
    { code: 'function f(status = 1) {}', errors: named(1) },
    { code: 'const SPLITTABLE_STATUSES = [1, 2, 14];', errors: named(1, 2, 14) },
    { code: 'where(eq(carts.orm_order_status, 1));', errors: named(1) },
    { code: 'where(inArray(carts.orm_order_status, [18, 19]));', errors: named(18, 19) },
    { code: 'if ([7, 8].includes(f.status)) move();', errors: named(7, 8) },
    { code: 'const slug = orderStatus(9).slug;', errors: named(9) },
    { code: 'canChangeStatus(current, 4, ctx);', errors: named(4) },
    { code: 'switch (cart.orm_order_status) { case 2: break; }', errors: named(2) },
    { code: 'const version = plan.status === 1 ? 1 : 2;', errors: named(1) },
  ],
});
