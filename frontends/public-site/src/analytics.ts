import { sendAnalyticsEvent } from '@pickwise/site/analytics';

/**
 * Analytics events of the visitor screens (docs/product-spec.md §7). They go to the page's analytics tag when one is
 * installed, otherwise to the console, and always carry a timestamp. Two are not the spec's, for screens it does not
 * have: `json_export` (the history's JSON export, beside its `csv_export`) and `share_link` (the link to all five sets,
 * which carries the request's options — dates, favourite numbers — so it is not sent).
 */
type AnalyticsEvent =
  | { name: 'generate_click'; params: { game_name: string; generation_method: string; options_summary: string } }
  | { name: 'copy_set'; params: { game_name: string; numbers: string } }
  | { name: 'share_set'; params: { game_name: string; numbers: string } }
  | { name: 'game_card_click'; params: { game_name: string; action_type: 'generate' } }
  | { name: 'view_history'; params: { game_name: string } }
  | { name: 'history_filter'; params: { game_name: string; filter_type: string } }
  | { name: 'csv_export'; params: { game_name: string; record_count: number } }
  | { name: 'json_export'; params: { game_name: string; record_count: number } }
  | { name: 'share_link'; params: { game_name: string } };

export function trackEvent({ name, params }: AnalyticsEvent): void {
  sendAnalyticsEvent(name, params);
}
