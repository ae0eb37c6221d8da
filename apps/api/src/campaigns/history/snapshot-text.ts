import { profileSlug, stepNameOf, TARGET_STATUSES, type CampaignSnapshot } from '@outflow/domain';

const cell = (value: string, width: number) =>
  value.length > width ? `${value.slice(0, width - 1)}…` : value.padEnd(width);

/**
 * The campaign page in a terminal (`npm run replay -- --campaign <id>`): the point, the figures,
 * the leads per step and the lead table, from the same snapshot the page draws.
 */
export function snapshotText(snapshot: CampaignSnapshot): string[] {
  const { campaign, figures, steps, leads, at } = snapshot;
  const nodes = new Map(campaign.graph.nodes.map((n) => [n.id, n]));
  const place = `, event ${snapshot.timeline.index} of ${snapshot.timeline.total}`;
  const lines = [
    `Campaign "${campaign.name}" (${campaign.id}), ${campaign.status}${campaign.statusReason ? ` — ${campaign.statusReason.message}` : ''}`,
    `${at.live ? 'Live read models' : 'Replayed'} at ${at.time}${at.position ? `, position ${at.position}` : ''}${place}`,
    `Leads ${figures.total}: ${TARGET_STATUSES.map((s) => `${s} ${figures.byState[s]}`).join(', ')}`,
    `Invited ${figures.invited}, accepted ${figures.accepted} (${figures.acceptanceRate}%), messaged ${figures.messaged}, replied ${figures.replied} (${figures.responseRate}%), actions today ${figures.actionsToday}`,
    '',
    'Step                      scheduled running awaiting completed failed',
  ];
  for (const node of campaign.graph.nodes) {
    const c = steps[node.id];
    if (!c) continue;
    lines.push(
      `${cell(stepNameOf(node, node.id), 26)}${TARGET_STATUSES.map((s, i) => String(c[s]).padStart(i === 0 ? 9 : s.length + 1)).join('')}`,
    );
  }
  lines.push(
    '',
    `Leads ${(leads.page - 1) * leads.perPage + 1}–${Math.min(leads.page * leads.perPage, leads.total)} of ${leads.total}`,
  );
  lines.push(
    `${cell('#', 5)}${cell('Lead', 24)}${cell('State', 10)}${cell('Step', 18)}${cell('Next due', 26)}${cell('Why', 44)}${cell('Last action', 18)}Replied`,
  );
  for (const r of leads.rows) {
    const step = r.stepId ? stepNameOf(nodes.get(r.stepId), r.stepId) : '';
    lines.push(
      `${cell(String(r.position), 5)}${cell(r.name ?? profileSlug(r.profileUrl) ?? r.profileUrl, 24)}${cell(r.state, 10)}${cell(step, 18)}${cell(r.dueAt ?? '', 26)}${cell(r.waiting ?? r.endReason ?? r.failure ?? '', 44)}${cell(r.lastAction?.action ?? '', 18)}${r.replied ? 'yes' : ''}`,
    );
  }
  return lines;
}
