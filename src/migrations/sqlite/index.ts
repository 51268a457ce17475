import * as migration_20261121_220208_initial from './20261121_220208_initial';
import * as migration_20261121_223524_order_ref from './20261121_223524_order_ref';
import * as migration_20261124_084522_cart_merges from './20261124_084522_cart_merges';
import * as migration_20261124_204322_outbox from './20261124_204322_outbox';
import * as migration_20261124_205750_refunds from './20261124_205750_refunds';
import * as migration_20261124_211339_fragrance_stock from './20261124_211339_fragrance_stock';
import * as migration_20261124_213554_withdrawal from './20261124_213554_withdrawal';
import * as migration_20261124_231256_legal_pages_safety from './20261124_231256_legal_pages_safety';
import * as migration_20261125_000614_invoice_codice_fiscale from './20261125_000614_invoice_codice_fiscale';
import * as migration_20261125_023844_seller_settings_vat_regime from './20261125_023844_seller_settings_vat_regime';
import * as migration_20261125_030201_credit_notes from './20261125_030201_credit_notes';
import * as migration_20261125_061411_back_office_drafts from './20261125_061411_back_office_drafts';
import * as migration_20261125_105719_media_storage from './20261125_105719_media_storage';
import * as migration_20261126_021851_backup_runs from './20261126_021851_backup_runs';
import * as migration_20261126_053309_sales_price_history from './20261126_053309_sales_price_history';
import * as migration_20261126_083901_discount_codes from './20261126_083901_discount_codes';
import * as migration_20261126_090226_offers from './20261126_090226_offers';
import * as migration_20261126_091259_welcome_code from './20261126_091259_welcome_code';
import * as migration_20261126_120112_search from './20261126_120112_search';
import * as migration_20261126_120500_search_index from './20261126_120500_search_index';
import * as migration_20261126_184723_stock_alerts from './20261126_184723_stock_alerts';
import * as migration_20261126_185652_reviews from './20261126_185652_reviews';
import * as migration_20261126_224122_dealers from './20261126_224122_dealers';
import * as migration_20261126_225833_seller_bank from './20261126_225833_seller_bank';
import * as migration_20261127_021534_session_devices from './20261127_021534_session_devices';
import * as migration_20261127_022959_audit_log from './20261127_022959_audit_log';
import * as migration_20261127_045744_two_factor from './20261127_045744_two_factor';
import * as migration_20261127_053525_passkeys from './20261127_053525_passkeys';
import * as migration_20261127_114710_payment_reminders from './20261127_114710_payment_reminders';
import * as migration_20261127_164826_review_votes from './20261127_164826_review_votes';
import * as migration_20261127_164933_held_payments from './20261127_164933_held_payments';
import * as migration_20261127_165010_ids_autoincrement from './20261127_165010_ids_autoincrement';
import * as migration_20261127_165332_session_amr from './20261127_165332_session_amr';
import * as migration_20261127_165425_category_history_code_discount from './20261127_165425_category_history_code_discount';
import * as migration_20261127_181450_held_decision from './20261127_181450_held_decision';
import * as migration_20261127_181600_unmatched_payments from './20261127_181600_unmatched_payments';
import * as migration_20261127_233052_web_vitals from './20261127_233052_web_vitals';
import * as migration_20261128_022704_product_gtin_weight from './20261128_022704_product_gtin_weight';
import * as migration_20261128_022748_listing_indexes_page_size from './20261128_022748_listing_indexes_page_size';
import * as migration_20261128_023740_product_new_index from './20261128_023740_product_new_index';
import * as migration_20261128_025253_carrier_shipments from './20261128_025253_carrier_shipments';
import * as migration_20261128_025418_shipping_rates from './20261128_025418_shipping_rates';
import * as migration_20261128_025943_product_sort_name from './20261128_025943_product_sort_name';
import * as migration_20261128_144322_pickup_points from './20261128_144322_pickup_points';
import * as migration_20261128_144424_return_labels from './20261128_144424_return_labels';
import * as migration_20261128_144536_carrier_parcels from './20261128_144536_carrier_parcels';
import * as migration_20261128_145835_variant_sku_unique from './20261128_145835_variant_sku_unique';
import * as migration_20261128_175759_carrier_pickup_option from './20261128_175759_carrier_pickup_option';
import * as migration_20261128_210729_sort_name_accents from './20261128_210729_sort_name_accents';

export const migrations = [
  {
    up: migration_20261121_220208_initial.up,
    down: migration_20261121_220208_initial.down,
    name: '20261121_220208_initial',
  },
  {
    up: migration_20261121_223524_order_ref.up,
    down: migration_20261121_223524_order_ref.down,
    name: '20261121_223524_order_ref',
  },
  {
    up: migration_20261124_084522_cart_merges.up,
    down: migration_20261124_084522_cart_merges.down,
    name: '20261124_084522_cart_merges',
  },
  {
    up: migration_20261124_204322_outbox.up,
    down: migration_20261124_204322_outbox.down,
    name: '20261124_204322_outbox',
  },
  {
    up: migration_20261124_205750_refunds.up,
    down: migration_20261124_205750_refunds.down,
    name: '20261124_205750_refunds',
  },
  {
    up: migration_20261124_211339_fragrance_stock.up,
    down: migration_20261124_211339_fragrance_stock.down,
    name: '20261124_211339_fragrance_stock',
  },
  {
    up: migration_20261124_213554_withdrawal.up,
    down: migration_20261124_213554_withdrawal.down,
    name: '20261124_213554_withdrawal',
  },
  {
    up: migration_20261124_231256_legal_pages_safety.up,
    down: migration_20261124_231256_legal_pages_safety.down,
    name: '20261124_231256_legal_pages_safety',
  },
  {
    up: migration_20261125_000614_invoice_codice_fiscale.up,
    down: migration_20261125_000614_invoice_codice_fiscale.down,
    name: '20261125_000614_invoice_codice_fiscale',
  },
  {
    up: migration_20261125_023844_seller_settings_vat_regime.up,
    down: migration_20261125_023844_seller_settings_vat_regime.down,
    name: '20261125_023844_seller_settings_vat_regime',
  },
  {
    up: migration_20261125_030201_credit_notes.up,
    down: migration_20261125_030201_credit_notes.down,
    name: '20261125_030201_credit_notes',
  },
  {
    up: migration_20261125_061411_back_office_drafts.up,
    down: migration_20261125_061411_back_office_drafts.down,
    name: '20261125_061411_back_office_drafts',
  },
  {
    up: migration_20261125_105719_media_storage.up,
    down: migration_20261125_105719_media_storage.down,
    name: '20261125_105719_media_storage',
  },
  {
    up: migration_20261126_021851_backup_runs.up,
    down: migration_20261126_021851_backup_runs.down,
    name: '20261126_021851_backup_runs',
  },
  {
    up: migration_20261126_053309_sales_price_history.up,
    down: migration_20261126_053309_sales_price_history.down,
    name: '20261126_053309_sales_price_history',
  },
  {
    up: migration_20261126_083901_discount_codes.up,
    down: migration_20261126_083901_discount_codes.down,
    name: '20261126_083901_discount_codes',
  },
  {
    up: migration_20261126_090226_offers.up,
    down: migration_20261126_090226_offers.down,
    name: '20261126_090226_offers',
  },
  {
    up: migration_20261126_091259_welcome_code.up,
    down: migration_20261126_091259_welcome_code.down,
    name: '20261126_091259_welcome_code',
  },
  {
    up: migration_20261126_120112_search.up,
    down: migration_20261126_120112_search.down,
    name: '20261126_120112_search',
  },
  {
    up: migration_20261126_120500_search_index.up,
    down: migration_20261126_120500_search_index.down,
    name: '20261126_120500_search_index',
  },
  {
    up: migration_20261126_184723_stock_alerts.up,
    down: migration_20261126_184723_stock_alerts.down,
    name: '20261126_184723_stock_alerts',
  },
  {
    up: migration_20261126_185652_reviews.up,
    down: migration_20261126_185652_reviews.down,
    name: '20261126_185652_reviews',
  },
  {
    up: migration_20261126_224122_dealers.up,
    down: migration_20261126_224122_dealers.down,
    name: '20261126_224122_dealers',
  },
  {
    up: migration_20261126_225833_seller_bank.up,
    down: migration_20261126_225833_seller_bank.down,
    name: '20261126_225833_seller_bank',
  },
  {
    up: migration_20261127_021534_session_devices.up,
    down: migration_20261127_021534_session_devices.down,
    name: '20261127_021534_session_devices',
  },
  {
    up: migration_20261127_022959_audit_log.up,
    down: migration_20261127_022959_audit_log.down,
    name: '20261127_022959_audit_log',
  },
  {
    up: migration_20261127_045744_two_factor.up,
    down: migration_20261127_045744_two_factor.down,
    name: '20261127_045744_two_factor',
  },
  {
    up: migration_20261127_053525_passkeys.up,
    down: migration_20261127_053525_passkeys.down,
    name: '20261127_053525_passkeys',
  },
  {
    up: migration_20261127_114710_payment_reminders.up,
    down: migration_20261127_114710_payment_reminders.down,
    name: '20261127_114710_payment_reminders',
  },
  {
    up: migration_20261127_164826_review_votes.up,
    down: migration_20261127_164826_review_votes.down,
    name: '20261127_164826_review_votes',
  },
  {
    up: migration_20261127_164933_held_payments.up,
    down: migration_20261127_164933_held_payments.down,
    name: '20261127_164933_held_payments',
  },
  {
    up: migration_20261127_165010_ids_autoincrement.up,
    down: migration_20261127_165010_ids_autoincrement.down,
    name: '20261127_165010_ids_autoincrement',
  },
  {
    up: migration_20261127_165332_session_amr.up,
    down: migration_20261127_165332_session_amr.down,
    name: '20261127_165332_session_amr',
  },
  {
    up: migration_20261127_165425_category_history_code_discount.up,
    down: migration_20261127_165425_category_history_code_discount.down,
    name: '20261127_165425_category_history_code_discount',
  },
  {
    up: migration_20261127_181450_held_decision.up,
    down: migration_20261127_181450_held_decision.down,
    name: '20261127_181450_held_decision',
  },
  {
    up: migration_20261127_181600_unmatched_payments.up,
    down: migration_20261127_181600_unmatched_payments.down,
    name: '20261127_181600_unmatched_payments',
  },
  {
    up: migration_20261127_233052_web_vitals.up,
    down: migration_20261127_233052_web_vitals.down,
    name: '20261127_233052_web_vitals',
  },
  {
    up: migration_20261128_022704_product_gtin_weight.up,
    down: migration_20261128_022704_product_gtin_weight.down,
    name: '20261128_022704_product_gtin_weight',
  },
  {
    up: migration_20261128_022748_listing_indexes_page_size.up,
    down: migration_20261128_022748_listing_indexes_page_size.down,
    name: '20261128_022748_listing_indexes_page_size',
  },
  {
    up: migration_20261128_023740_product_new_index.up,
    down: migration_20261128_023740_product_new_index.down,
    name: '20261128_023740_product_new_index',
  },
  {
    up: migration_20261128_025253_carrier_shipments.up,
    down: migration_20261128_025253_carrier_shipments.down,
    name: '20261128_025253_carrier_shipments',
  },
  {
    up: migration_20261128_025418_shipping_rates.up,
    down: migration_20261128_025418_shipping_rates.down,
    name: '20261128_025418_shipping_rates',
  },
  {
    up: migration_20261128_025943_product_sort_name.up,
    down: migration_20261128_025943_product_sort_name.down,
    name: '20261128_025943_product_sort_name',
  },
  {
    up: migration_20261128_144322_pickup_points.up,
    down: migration_20261128_144322_pickup_points.down,
    name: '20261128_144322_pickup_points',
  },
  {
    up: migration_20261128_144424_return_labels.up,
    down: migration_20261128_144424_return_labels.down,
    name: '20261128_144424_return_labels',
  },
  {
    up: migration_20261128_144536_carrier_parcels.up,
    down: migration_20261128_144536_carrier_parcels.down,
    name: '20261128_144536_carrier_parcels',
  },
  {
    up: migration_20261128_145835_variant_sku_unique.up,
    down: migration_20261128_145835_variant_sku_unique.down,
    name: '20261128_145835_variant_sku_unique',
  },
  {
    up: migration_20261128_175759_carrier_pickup_option.up,
    down: migration_20261128_175759_carrier_pickup_option.down,
    name: '20261128_175759_carrier_pickup_option',
  },
  {
    up: migration_20261128_210729_sort_name_accents.up,
    down: migration_20261128_210729_sort_name_accents.down,
    name: '20261128_210729_sort_name_accents'
  },
];
