/**
 * The campaign layer's front door: what the screens, the map and the store use of it. The layer
 * (below the UI, the map and the store; above the rules) folds the event log into the campaign's
 * state and answers questions of it. Its folders: `model/` (types, checks, selectors, time, the event
 * definition shape), one folder per capability (`units/`, `clock/`, `command/`, `orders/`, `picture/`, `fireplan/`,
 * `logistics/`, `turn/`, `engagement/`; `ground/` for the map's terrain), `events.ts` (the registry of
 * every event type and `applyEvent`) and `log/` (readers of the whole log: its lines, the ledgers, the
 * logistics reports). See docs/ARCHITECTURE.md.
 */
export * from './clock/advanceStep.ts';
export * from './command/commandEvents.ts';
export * from './command/commandState.ts';
export * from './engagement/engagementEvents.ts';
export * from './engagement/engagements.ts';
export * from './engagement/handOff.ts';
export * from './engagement/returned.ts';
export * from './fireplan/checks.ts';
export * from './fireplan/commit.ts';
export * from './fireplan/contact.ts';
export * from './fireplan/due.ts';
export * from './fireplan/fired.ts';
export * from './fireplan/plans.ts';
export * from './fireplan/state.ts';
export * from './fireplan/tactical.ts';
export * from './fireplan/targets.ts';
export * from './ground/going.ts';
export * from './ground/ground.ts';
export * from './ground/roadNet.ts';
export * from './ground/terrainClasses.ts';
export * from './ground/terrainQuery.ts';
export * from './log/describe.ts';
export * from './log/ledgers.ts';
export * from './logistics/casualties.ts';
export * from './logistics/checks.ts';
export * from './logistics/runs.ts';
export * from './logistics/stockEvents.ts';
export * from './logistics/stocks.ts';
export * from './model/artilleryUnits.ts';
export * from './model/checks.ts';
export * from './model/csv.ts';
export * from './model/eventError.ts';
export * from './model/jsonFile.ts';
export * from './model/localTime.ts';
export * from './model/fieldWorkTypes.ts';
export { fightingBases, horsesProblem, isCavalry, isDismounted } from './cavalry/events.ts';
export { minefieldMarkersOn, taskEndMin } from './fieldworks/tasksDone.ts';
export * from './model/pictureTypes.ts';
export * from './model/plainText.ts';
export * from './model/schemaParts.ts';
export * from './model/selectors.ts';
export * from './model/settings.ts';
export * from './model/turnTypes.ts';
export * from './model/types.ts';
export * from './model/unitFieldLabels.ts';
export * from './model/words.ts';
export * from './orders/applyOrder.ts';
export * from './orders/highCommandGuidance.ts';
export * from './orders/highCommandSheet.ts';
export * from './orders/orderExport.ts';
export * from './orders/taskEligibility.ts';
export * from './turn/combatLines.ts';
export * from './turn/disorganisation.ts';
export * from './turn/march.ts';
export * from './turn/contactForces.ts';
export * from './turn/settleContact.ts';
export * from './turn/settleForces.ts';
export * from './turn/settleRules.ts';
export * from './turn/turn.ts';
export * from './turn/turnEvents.ts';
export { immobilisedOnMarch, retreatTexts } from './turn/describe.ts';
export { minePassageTexts, taskDoneTexts } from './fieldworks/describe.ts';
export { HELP_WITHIN_M, whyCannotHelp } from './vehicles/events.ts';
export { moraleOf, resolveMoraleTest, testsAsGuns, unitFigures } from './morale/events.ts';
export { proposeCommandModifiers, TANK_WITHIN_M, type CommandProposal } from './command/commandProposals.ts';
export * from './units/payloads.ts';
export * from './units/orbatEdits.ts';
export * from './ground/newMap.ts';
export * from './ground/osmImport.ts';
export * from './ground/crs.ts';
export * from './ground/mapExport.ts';
export * from './ground/baseMap.ts';
export * from './ground/scanImage.ts';
export * from './ground/affineFit.ts';
export * from './units/templates.ts';
export * from './units/orbatFile.ts';
export * from './units/orbatImport.ts';
export * from './ground/terrainFeatures.ts';
export * from './model/terrainTypes.ts';
export * from './picture/autoReports.ts';
export * from './picture/changes.ts';
export * from './picture/ordersFile.ts';
export * from './picture/packet.ts';
export * from './picture/payloads.ts';
export * from './picture/picture.ts';
export * from './picture/pictureState.ts';
export * from './picture/seats.ts';
export * from './picture/truth.ts';
export * from './events.ts';
