// Order and escalation statuses are named (STATUS.HOLD, ESCALATION_STATUS.OPEN): a bare status
// id is allowed only in the catalogues (statuses.ts) and in the tests that pin the spec's tables.

/** The ids of the order status catalogue (1 to 34, 98, 99); other numbers are not status ids. */
const STATUS_IDS = new Set([...Array.from({ length: 34 }, (_, i) => i + 1), 98, 99]);

/** Names that hold a status id: status, orm_order_status, order_status, statusId, to_status... */
const STATUS_NAME =
  /^(status|statusId|status_id|\w*_status_id|\w*_order_status|order_status|orderStatus|(to|from|target)_status|\w*_STATUSES|\w*Statuses)$/;

/** Calls that compare or take status ids: drizzle's eq/ne/inArray, includes, the domain's checks. */
const STATUS_CALLS = new Set([
  'eq',
  'ne',
  'inArray',
  'notInArray',
  'includes',
  'orderStatus',
  'allowedTargets',
  'canChangeStatus',
  'confirmsOrder',
  'holdExcludesNewOrder',
  'cancelledIsVisible',
  'statusChangeRefusal',
  'escalationStatus',
  'isActiveEscalation',
]);

const COMPARISONS = new Set(['===', '!==', '==', '!=', '<', '>', '<=', '>=']);

/** The expression under `as`, `satisfies`, `!` and parentheses. */
function unwrap(node) {
  let n = node;
  while (
    n &&
    ['TSAsExpression', 'TSSatisfiesExpression', 'TSNonNullExpression', 'ChainExpression'].includes(
      n.type,
    )
  ) {
    n = n.expression;
  }
  return n;
}

/** The name an expression is known by: an identifier, a member's property or an object key. */
function nameOf(node) {
  const n = unwrap(node);
  if (!n) return null;
  if (n.type === 'Identifier') return n.name;
  if (n.type === 'Literal' && typeof n.value === 'string') return n.value;
  if (n.type === 'MemberExpression' && !n.computed) return nameOf(n.property);
  return null;
}

const isStatusName = (node) => {
  const name = nameOf(node);
  return name !== null && STATUS_NAME.test(name);
};

/** The status-id literals of a value: the number itself, or the numbers of an array. */
function statusLiterals(node) {
  const n = unwrap(node);
  if (!n) return [];
  if (n.type === 'Literal' && typeof n.value === 'number' && STATUS_IDS.has(n.value)) return [n];
  if (n.type === 'ArrayExpression') return n.elements.flatMap((e) => (e ? statusLiterals(e) : []));
  if (n.type === 'ConditionalExpression') {
    return [...statusLiterals(n.consequent), ...statusLiterals(n.alternate)];
  }
  return [];
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Name order and escalation statuses instead of writing their ids' },
    messages: {
      named:
        'Status id {{id}} written as a number: use its name (STATUS from @backoffice/domain/orders, ESCALATION_STATUS from @backoffice/domain/calls/escalations).',
    },
    schema: [],
  },
  create(context) {
    const report = (literals) => {
      for (const node of literals) {
        context.report({ node, messageId: 'named', data: { id: String(node.value) } });
      }
    };
    const whenNamed = (name, value) => {
      if (isStatusName(name)) report(statusLiterals(value));
    };
    return {
      BinaryExpression(node) {
        if (!COMPARISONS.has(node.operator)) return;
        whenNamed(node.left, node.right);
        whenNamed(node.right, node.left);
      },
      AssignmentExpression: (node) => whenNamed(node.left, node.right),
      AssignmentPattern: (node) => whenNamed(node.left, node.right),
      VariableDeclarator: (node) => whenNamed(node.id, node.init),
      Property: (node) => whenNamed(node.key, node.value),
      PropertyDefinition: (node) => whenNamed(node.key, node.value),
      SwitchStatement(node) {
        if (!isStatusName(node.discriminant)) return;
        report(node.cases.flatMap((c) => (c.test ? statusLiterals(c.test) : [])));
      },
      CallExpression(node) {
        const callee = unwrap(node.callee);
        const name = nameOf(callee);
        if (name === null || !STATUS_CALLS.has(name)) return;
        const operands = [...node.arguments];
        if (callee.type === 'MemberExpression') operands.push(callee.object);
        const compares = ['eq', 'ne', 'inArray', 'notInArray', 'includes'].includes(name);
        if (compares && !operands.some(isStatusName)) return;
        report(operands.flatMap(statusLiterals));
      },
    };
  },
};
