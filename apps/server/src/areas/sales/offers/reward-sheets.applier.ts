import { rewards, uniqueRewardCodes, type RewardRow } from '@backoffice/db/schema';
import {
  ACTIVATE_REWARDS_SHEET,
  AUTOMATION_MESSAGES as A,
  CREATE_UNIQUE_REWARDS_SHEET,
  DEACTIVATE_REWARDS_SHEET,
  type ActivateRewardsRow,
  type CreateUniqueRewardsRow,
  type DeactivateRewardsRow,
} from '@backoffice/domain/uploads';
import { eq, sql } from 'drizzle-orm';
import type { UseCaseScope } from '../../../core/use-case';
import { applyEachRow, type RowRefusal, type SheetApplier } from '../../../core/sheets/index';

const REWARD_CODE = 'Reward Code';

async function lockedReward(scope: UseCaseScope, code: string): Promise<RewardRow | undefined> {
  const [reward] = await scope.tx
    .select()
    .from(rewards)
    .where(eq(rewards.code, code))
    .for('update');
  return reward;
}

/** The reward as the audit shows it. */
const auditView = (r: Pick<RewardRow, 'partner' | 'description' | 'active' | 'valid_until'>) => ({
  partner: r.partner,
  description: r.description,
  active: r.active,
  valid_until: r.valid_until.toISOString(),
});

async function activateReward(
  scope: UseCaseScope,
  row: ActivateRewardsRow,
): Promise<RowRefusal | null> {
  if (row.valid_until <= scope.now) return { column: 'Valid Until', message: A.validUntilPassed };
  const wanted = {
    partner: row.partner,
    description: row.description,
    active: true,
    valid_until: row.valid_until,
  };
  const reward = await lockedReward(scope, row.reward_code);
  const before = reward ? auditView(reward) : null;
  const after = auditView(wanted);
  const changes = Object.fromEntries(
    (Object.keys(after) as (keyof typeof after)[])
      .filter((k) => before?.[k] !== after[k])
      .map((k) => [k, { before: before?.[k] ?? null, after: after[k] }]),
  );
  if (Object.keys(changes).length === 0) return null;
  if (reward) {
    await scope.tx
      .update(rewards)
      .set({ ...wanted, version: sql`${rewards.version} + 1`, updated_at: scope.now })
      .where(eq(rewards.id, reward.id));
  } else {
    await scope.tx.insert(rewards).values({ code: row.reward_code, ...wanted });
  }
  const reason = reward ? 'Activate rewards sheet' : 'Reward added by the activate rewards sheet';
  await scope.record.change({ entity: 'reward', id: row.reward_code, changes, reason });
  return null;
}

async function deactivateReward(
  scope: UseCaseScope,
  row: DeactivateRewardsRow,
): Promise<RowRefusal | null> {
  const reward = await lockedReward(scope, row.reward_code);
  if (!reward) return { column: REWARD_CODE, message: A.rewardNotFound(row.reward_code) };
  if (!reward.active) return null;
  await scope.tx
    .update(rewards)
    .set({ active: false, version: sql`${rewards.version} + 1`, updated_at: scope.now })
    .where(eq(rewards.id, reward.id));
  await scope.record.change({
    entity: 'reward',
    id: reward.code,
    changes: { active: { before: true, after: false } },
    reason: 'Deactivate rewards sheet',
  });
  return null;
}

async function createUniqueReward(
  scope: UseCaseScope,
  row: CreateUniqueRewardsRow,
): Promise<RowRefusal | null> {
  const reward = await lockedReward(scope, row.reward_code);
  if (!reward) return { column: REWARD_CODE, message: A.rewardNotFound(row.reward_code) };
  const [created] = await scope.tx
    .insert(uniqueRewardCodes)
    .values({ reward_id: reward.id, code: row.unique_code, created_at: scope.now })
    .onConflictDoNothing({ target: uniqueRewardCodes.code })
    .returning({ id: uniqueRewardCodes.id });
  if (!created) return { column: 'Unique Code', message: A.uniqueCodeExists(row.unique_code) };
  await scope.record.change({
    entity: 'unique_reward_code',
    id: row.unique_code,
    changes: { reward: { before: null, after: reward.code } },
    reason: 'Create unique rewards sheet',
  });
  return null;
}

/** activate_rewards_sheet: adds or updates partnership rewards by code and switches them on. */
export const activateRewardsApplier: SheetApplier<ActivateRewardsRow> = {
  type: ACTIVATE_REWARDS_SHEET,
  applyBatch: (_ctx, scope, rows) => applyEachRow(rows, (row) => activateReward(scope, row)),
};

/** deactivate_rewards_sheet: switches partnership rewards off; an unknown code fails. */
export const deactivateRewardsApplier: SheetApplier<DeactivateRewardsRow> = {
  type: DEACTIVATE_REWARDS_SHEET,
  applyBatch: (_ctx, scope, rows) => applyEachRow(rows, (row) => deactivateReward(scope, row)),
};

/** create_unique_rewards_sheet: one-time codes of a reward; a code that exists fails its row. */
export const createUniqueRewardsApplier: SheetApplier<CreateUniqueRewardsRow> = {
  type: CREATE_UNIQUE_REWARDS_SHEET,
  applyBatch: (_ctx, scope, rows) => applyEachRow(rows, (row) => createUniqueReward(scope, row)),
};
