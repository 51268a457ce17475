import * as migration_20261121_220212_initial from './20261121_220212_initial';
import * as migration_20261121_223529_order_ref from './20261121_223529_order_ref';
import * as migration_20261124_084555_cart_merges from './20261124_084555_cart_merges';
import * as migration_20261124_123037_order_statuses from './20261124_123037_order_statuses';
import * as migration_20261124_204334_outbox from './20261124_204334_outbox';
import * as migration_20261124_205753_refunds from './20261124_205753_refunds';
import * as migration_20261124_211329_fragrance_stock from './20261124_211329_fragrance_stock';
import * as migration_20261124_213559_withdrawal from './20261124_213559_withdrawal';
import * as migration_20261124_231300_legal_pages_safety from './20261124_231300_legal_pages_safety';
import * as migration_20261125_000627_invoice_codice_fiscale from './20261125_000627_invoice_codice_fiscale';
import * as migration_20261125_023853_seller_settings_vat_regime from './20261125_023853_seller_settings_vat_regime';
import * as migration_20261125_030205_credit_notes from './20261125_030205_credit_notes';
import * as migration_20261125_061415_back_office_drafts from './20261125_061415_back_office_drafts';
import * as migration_20261125_105744_media_storage from './20261125_105744_media_storage';
import * as migration_20261126_021858_backup_runs from './20261126_021858_backup_runs';
import * as migration_20261126_053243_sales_price_history from './20261126_053243_sales_price_history';
import * as migration_20261126_083907_discount_codes from './20261126_083907_discount_codes';
import * as migration_20261126_090232_offers from './20261126_090232_offers';
import * as migration_20261126_091305_welcome_code from './20261126_091305_welcome_code';
import * as migration_20261126_120118_search from './20261126_120118_search';
import * as migration_20261126_120500_search_index from './20261126_120500_search_index';
import * as migration_20261126_184729_stock_alerts from './20261126_184729_stock_alerts';
import * as migration_20261126_185658_reviews from './20261126_185658_reviews';
import * as migration_20261126_224128_dealers from './20261126_224128_dealers';
import * as migration_20261126_225837_seller_bank from './20261126_225837_seller_bank';
import * as migration_20261127_015848_payment_terms from './20261127_015848_payment_terms';
import * as migration_20261127_021539_session_devices from './20261127_021539_session_devices';
import * as migration_20261127_023012_audit_log from './20261127_023012_audit_log';
import * as migration_20261127_045748_two_factor from './20261127_045748_two_factor';
import * as migration_20261127_053529_passkeys from './20261127_053529_passkeys';
import * as migration_20261127_114715_payment_reminders from './20261127_114715_payment_reminders';
import * as migration_20261127_164830_review_votes from './20261127_164830_review_votes';
import * as migration_20261127_164943_held_payments from './20261127_164943_held_payments';
import * as migration_20261127_165344_session_amr from './20261127_165344_session_amr';
import * as migration_20261127_165433_category_history_code_discount from './20261127_165433_category_history_code_discount';
import * as migration_20261127_181457_held_decision from './20261127_181457_held_decision';
import * as migration_20261127_181607_unmatched_payments from './20261127_181607_unmatched_payments';
import * as migration_20261127_233100_web_vitals from './20261127_233100_web_vitals';
import * as migration_20261128_022710_product_gtin_weight from './20261128_022710_product_gtin_weight';
import * as migration_20261128_022754_listing_indexes_page_size from './20261128_022754_listing_indexes_page_size';
import * as migration_20261128_023747_product_new_index from './20261128_023747_product_new_index';
import * as migration_20261128_025312_carrier_shipments from './20261128_025312_carrier_shipments';
import * as migration_20261128_025436_shipping_rates from './20261128_025436_shipping_rates';
import * as migration_20261128_025951_product_sort_name from './20261128_025951_product_sort_name';
import * as migration_20261128_144327_pickup_points from './20261128_144327_pickup_points';
import * as migration_20261128_144430_return_labels from './20261128_144430_return_labels';
import * as migration_20261128_144540_carrier_parcels from './20261128_144540_carrier_parcels';
import * as migration_20261128_145849_variant_sku_unique from './20261128_145849_variant_sku_unique';
import * as migration_20261128_175811_carrier_pickup_option from './20261128_175811_carrier_pickup_option';
import * as migration_20261128_210737_sort_name_accents from './20261128_210737_sort_name_accents';

export const migrations = [
  {
    up: migration_20261121_220212_initial.up,
    down: migration_20261121_220212_initial.down,
    name: '20261121_220212_initial',
  },
  {
    up: migration_20261121_223529_order_ref.up,
    down: migration_20261121_223529_order_ref.down,
    name: '20261121_223529_order_ref',
  },
  {
    up: migration_20261124_084555_cart_merges.up,
    down: migration_20261124_084555_cart_merges.down,
    name: '20261124_084555_cart_merges',
  },
  {
    up: migration_20261124_123037_order_statuses.up,
    down: migration_20261124_123037_order_statuses.down,
    name: '20261124_123037_order_statuses',
  },
  {
    up: migration_20261124_204334_outbox.up,
    down: migration_20261124_204334_outbox.down,
    name: '20261124_204334_outbox',
  },
  {
    up: migration_20261124_205753_refunds.up,
    down: migration_20261124_205753_refunds.down,
    name: '20261124_205753_refunds',
  },
  {
    up: migration_20261124_211329_fragrance_stock.up,
    down: migration_20261124_211329_fragrance_stock.down,
    name: '20261124_211329_fragrance_stock',
  },
  {
    up: migration_20261124_213559_withdrawal.up,
    down: migration_20261124_213559_withdrawal.down,
    name: '20261124_213559_withdrawal',
  },
  {
    up: migration_20261124_231300_legal_pages_safety.up,
    down: migration_20261124_231300_legal_pages_safety.down,
    name: '20261124_231300_legal_pages_safety',
  },
  {
    up: migration_20261125_000627_invoice_codice_fiscale.up,
    down: migration_20261125_000627_invoice_codice_fiscale.down,
    name: '20261125_000627_invoice_codice_fiscale',
  },
  {
    up: migration_20261125_023853_seller_settings_vat_regime.up,
    down: migration_20261125_023853_seller_settings_vat_regime.down,
    name: '20261125_023853_seller_settings_vat_regime',
  },
  {
    up: migration_20261125_030205_credit_notes.up,
    down: migration_20261125_030205_credit_notes.down,
    name: '20261125_030205_credit_notes',
  },
  {
    up: migration_20261125_061415_back_office_drafts.up,
    down: migration_20261125_061415_back_office_drafts.down,
    name: '20261125_061415_back_office_drafts',
  },
  {
    up: migration_20261125_105744_media_storage.up,
    down: migration_20261125_105744_media_storage.down,
    name: '20261125_105744_media_storage',
  },
  {
    up: migration_20261126_021858_backup_runs.up,
    down: migration_20261126_021858_backup_runs.down,
    name: '20261126_021858_backup_runs',
  },
  {
    up: migration_20261126_053243_sales_price_history.up,
    down: migration_20261126_053243_sales_price_history.down,
    name: '20261126_053243_sales_price_history',
  },
  {
    up: migration_20261126_083907_discount_codes.up,
    down: migration_20261126_083907_discount_codes.down,
    name: '20261126_083907_discount_codes',
  },
  {
    up: migration_20261126_090232_offers.up,
    down: migration_20261126_090232_offers.down,
    name: '20261126_090232_offers',
  },
  {
    up: migration_20261126_091305_welcome_code.up,
    down: migration_20261126_091305_welcome_code.down,
    name: '20261126_091305_welcome_code',
  },
  {
    up: migration_20261126_120118_search.up,
    down: migration_20261126_120118_search.down,
    name: '20261126_120118_search',
  },
  {
    up: migration_20261126_120500_search_index.up,
    down: migration_20261126_120500_search_index.down,
    name: '20261126_120500_search_index',
  },
  {
    up: migration_20261126_184729_stock_alerts.up,
    down: migration_20261126_184729_stock_alerts.down,
    name: '20261126_184729_stock_alerts',
  },
  {
    up: migration_20261126_185658_reviews.up,
    down: migration_20261126_185658_reviews.down,
    name: '20261126_185658_reviews',
  },
  {
    up: migration_20261126_224128_dealers.up,
    down: migration_20261126_224128_dealers.down,
    name: '20261126_224128_dealers',
  },
  {
    up: migration_20261126_225837_seller_bank.up,
    down: migration_20261126_225837_seller_bank.down,
    name: '20261126_225837_seller_bank',
  },
  {
    up: migration_20261127_015848_payment_terms.up,
    down: migration_20261127_015848_payment_terms.down,
    name: '20261127_015848_payment_terms',
  },
  {
    up: migration_20261127_021539_session_devices.up,
    down: migration_20261127_021539_session_devices.down,
    name: '20261127_021539_session_devices',
  },
  {
    up: migration_20261127_023012_audit_log.up,
    down: migration_20261127_023012_audit_log.down,
    name: '20261127_023012_audit_log',
  },
  {
    up: migration_20261127_045748_two_factor.up,
    down: migration_20261127_045748_two_factor.down,
    name: '20261127_045748_two_factor',
  },
  {
    up: migration_20261127_053529_passkeys.up,
    down: migration_20261127_053529_passkeys.down,
    name: '20261127_053529_passkeys',
  },
  {
    up: migration_20261127_114715_payment_reminders.up,
    down: migration_20261127_114715_payment_reminders.down,
    name: '20261127_114715_payment_reminders',
  },
  {
    up: migration_20261127_164830_review_votes.up,
    down: migration_20261127_164830_review_votes.down,
    name: '20261127_164830_review_votes',
  },
  {
    up: migration_20261127_164943_held_payments.up,
    down: migration_20261127_164943_held_payments.down,
    name: '20261127_164943_held_payments',
  },
  {
    up: migration_20261127_165344_session_amr.up,
    down: migration_20261127_165344_session_amr.down,
    name: '20261127_165344_session_amr',
  },
  {
    up: migration_20261127_165433_category_history_code_discount.up,
    down: migration_20261127_165433_category_history_code_discount.down,
    name: '20261127_165433_category_history_code_discount',
  },
  {
    up: migration_20261127_181457_held_decision.up,
    down: migration_20261127_181457_held_decision.down,
    name: '20261127_181457_held_decision',
  },
  {
    up: migration_20261127_181607_unmatched_payments.up,
    down: migration_20261127_181607_unmatched_payments.down,
    name: '20261127_181607_unmatched_payments',
  },
  {
    up: migration_20261127_233100_web_vitals.up,
    down: migration_20261127_233100_web_vitals.down,
    name: '20261127_233100_web_vitals',
  },
  {
    up: migration_20261128_022710_product_gtin_weight.up,
    down: migration_20261128_022710_product_gtin_weight.down,
    name: '20261128_022710_product_gtin_weight',
  },
  {
    up: migration_20261128_022754_listing_indexes_page_size.up,
    down: migration_20261128_022754_listing_indexes_page_size.down,
    name: '20261128_022754_listing_indexes_page_size',
  },
  {
    up: migration_20261128_023747_product_new_index.up,
    down: migration_20261128_023747_product_new_index.down,
    name: '20261128_023747_product_new_index',
  },
  {
    up: migration_20261128_025312_carrier_shipments.up,
    down: migration_20261128_025312_carrier_shipments.down,
    name: '20261128_025312_carrier_shipments',
  },
  {
    up: migration_20261128_025436_shipping_rates.up,
    down: migration_20261128_025436_shipping_rates.down,
    name: '20261128_025436_shipping_rates',
  },
  {
    up: migration_20261128_025951_product_sort_name.up,
    down: migration_20261128_025951_product_sort_name.down,
    name: '20261128_025951_product_sort_name',
  },
  {
    up: migration_20261128_144327_pickup_points.up,
    down: migration_20261128_144327_pickup_points.down,
    name: '20261128_144327_pickup_points',
  },
  {
    up: migration_20261128_144430_return_labels.up,
    down: migration_20261128_144430_return_labels.down,
    name: '20261128_144430_return_labels',
  },
  {
    up: migration_20261128_144540_carrier_parcels.up,
    down: migration_20261128_144540_carrier_parcels.down,
    name: '20261128_144540_carrier_parcels',
  },
  {
    up: migration_20261128_145849_variant_sku_unique.up,
    down: migration_20261128_145849_variant_sku_unique.down,
    name: '20261128_145849_variant_sku_unique',
  },
  {
    up: migration_20261128_175811_carrier_pickup_option.up,
    down: migration_20261128_175811_carrier_pickup_option.down,
    name: '20261128_175811_carrier_pickup_option',
  },
  {
    up: migration_20261128_210737_sort_name_accents.up,
    down: migration_20261128_210737_sort_name_accents.down,
    name: '20261128_210737_sort_name_accents'
  },
];
