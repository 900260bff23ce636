/**
 * Generated from the API's OpenAPI document by `npm run api-types`. Do not edit by hand.
 */
export interface paths {
  '/api/health': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Whether the database and the queue answer (503 without the database, degraded without Redis) */
    get: operations['HealthController_check'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/email-outbox': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List emails and their delivery (console) */
    get: operations['AdminEmailOutboxController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/email-outbox/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One email (console; one-time links redacted) */
    get: operations['AdminEmailOutboxController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/email-outbox/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Retry a failed email (admins; audited) */
    post: operations['AdminEmailOutboxController_retry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's notifications, newest first, with the unread total */
    get: operations['NotificationsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/notifications/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Mark one notification read */
    patch: operations['NotificationsController_markRead'];
    trace?: never;
  };
  '/api/notifications/read-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark every notification read */
    post: operations['NotificationsController_markAllRead'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in account */
    get: operations['UsersController_me'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Change own name or phone */
    patch: operations['UsersController_updateMe'];
    trace?: never;
  };
  '/api/admin/users': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List accounts (console) */
    get: operations['AdminUsersController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/users/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One account (console) */
    get: operations['AdminUsersController_get'];
    /** Change an account's role or status (admins; audited) */
    put: operations['AdminUsersController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/register': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Create a tenant or landlord account (the email must then be confirmed) */
    post: operations['AuthController_register'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/confirm-email': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm an email with the emailed token; signs the user in */
    post: operations['AuthController_confirmEmail'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/resend-confirmation': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send the confirmation email again */
    post: operations['AuthController_resendConfirmation'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/login': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign in with email and password */
    post: operations['AuthController_login'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/refresh': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Exchange a refresh token for new tokens (rotated) */
    post: operations['AuthController_refresh'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/logout': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign out: ends this session */
    post: operations['AuthController_logout'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/forgot-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Email a password reset link (the same answer whether or not the account exists) */
    post: operations['AuthController_forgotPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset-password/check': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Check that a reset link still works */
    post: operations['AuthController_checkResetToken'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/auth/reset-password': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Set a new password with a reset token */
    post: operations['AuthController_resetPassword'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/contact': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a message to support; the sender gets a receipt by email */
    post: operations['ContactController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/contact-messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List contact messages (console) */
    get: operations['AdminContactController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/contact-messages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One contact message with its replies (console) */
    get: operations['AdminContactController_get'];
    /** Move a contact message to another status (audited) */
    put: operations['AdminContactController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/contact-messages/{id}/reply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Email a reply to the sender (audited) */
    post: operations['AdminContactController_reply'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Search public listings (approved, available unless asked) */
    get: operations['PropertiesController_search'];
    put?: never;
    /** Create a listing (goes to review) */
    post: operations['PropertiesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/filters': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The choices the search and the wizard offer, and cities with open listings */
    get: operations['PropertiesController_filters'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/stats': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The home page's figures */
    get: operations['PropertiesController_stats'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/featured': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The newest approved listings with photos */
    get: operations['PropertiesController_featured'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One listing (unpublished ones only to their landlord and staff) */
    get: operations['PropertiesController_findOne'];
    put?: never;
    post?: never;
    /** Delete own listing (archived instead when records refer to it) */
    delete: operations['PropertiesController_remove'];
    options?: never;
    head?: never;
    /** Edit own listing (material changes of an approved listing wait for review) */
    patch: operations['PropertiesController_update'];
    trace?: never;
  };
  '/api/properties/{id}/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Set own listing available, rented or inactive */
    patch: operations['PropertiesController_setStatus'];
    trace?: never;
  };
  '/api/properties/{id}/confirm-available': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm own available listing is still available (it shows as confirmed today and, when hidden for want of a confirmation, returns to search) */
    post: operations['PropertiesController_confirmAvailable'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/landlord/properties': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The landlord's own listings in every state, searched, filtered, ordered and paged, with counts */
    get: operations['LandlordPropertiesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/properties': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List listings in every state (console) */
    get: operations['AdminPropertiesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/properties/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One listing with its pending changes and fraud signals (console) */
    get: operations['AdminPropertiesController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/properties/approve-all': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve every pending listing (admins; audited) */
    post: operations['AdminPropertiesController_approveAll'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/properties/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a listing or its pending changes (a listing held for a senior review by its fraud signals needs a note) (admins; audited) */
    post: operations['AdminPropertiesController_approve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/properties/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a listing or its pending changes with a reason (admins; audited) */
    post: operations['AdminPropertiesController_reject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/listing-confirmations/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The listing an emailed confirmation link confirms, and where it stands */
    get: operations['ListingConfirmationsController_view'];
    put?: never;
    /** Confirm the listing is still available through an emailed or texted link, without signing in; the link works once */
    post: operations['ListingConfirmationsController_confirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookmarks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's saved properties, newest first */
    get: operations['BookmarksController_list'];
    put?: never;
    /** Save a property, tenants only (200 with the existing bookmark when already saved) */
    post: operations['BookmarksController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookmarks/status': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Which of the given properties the caller has saved (all false when signed out) */
    get: operations['BookmarksController_status'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookmarks/toggle': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Save or unsave a property (saving: tenants only) */
    post: operations['BookmarksController_toggle'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/bookmarks/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Unsave a property */
    delete: operations['BookmarksController_remove'];
    options?: never;
    head?: never;
    /** Change a bookmark's notes, folder or alerts */
    patch: operations['BookmarksController_update'];
    trace?: never;
  };
  '/api/uploads/property-images': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a listing photo (JPG, PNG or WebP up to 5 MB), stored re-encoded */
    post: operations['UploadsController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads/property-panoramas': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a 2:1 panorama photo for a listing (JPG, PNG or WebP up to 5 MB) */
    post: operations['UploadsController_uploadPanorama'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/uploads/property-images/from-url': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Fetch a listing photo from a public http(s) address and store it like an upload */
    post: operations['UploadsController_fromUrl'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/viewings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The caller's viewings (a tenant's own, a landlord's listings'), by date and time */
    get: operations['ViewingsController_list'];
    put?: never;
    /** Landlords schedule a confirmed viewing of their listing for a named tenant; tenants request one (pending) */
    post: operations['ViewingsController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/viewings/{id}/invite.ics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Add to calendar: the .ics of a confirmed viewing (its tenant or the listing's landlord), the invite its email carries */
    get: operations['ViewingsController_invite'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/viewings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Add or change a virtual viewing's video-call link (the listing's landlord); a confirmed viewing's tenant gets the updated invite */
    patch: operations['ViewingsController_update'];
    trace?: never;
  };
  '/api/viewings/{id}/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm a pending viewing (the listing's landlord) */
    post: operations['ViewingsController_confirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/viewings/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a pending or confirmed viewing (its tenant or the listing's landlord) */
    post: operations['ViewingsController_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/viewings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List viewings (console, read-only): filters status, viewingDate (YYYY-MM-DD, WAT), propertyId, tenantId, viewingType, requestedBy; q searches the tenant’s name, email and phone */
    get: operations['AdminViewingsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/viewings/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One viewing with its listing and landlord (console) */
    get: operations['AdminViewingsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/saved-searches': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Own saved searches, newest first */
    get: operations['SavedSearchesController_list'];
    put?: never;
    /** Save the browse filters with a name (up to 20 searches) */
    post: operations['SavedSearchesController_create'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/saved-searches/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    post?: never;
    /** Delete a saved search */
    delete: operations['SavedSearchesController_remove'];
    options?: never;
    head?: never;
    /** Rename a saved search, change its frequency, or turn its alerts on or off */
    patch: operations['SavedSearchesController_update'];
    trace?: never;
  };
  '/api/saved-searches/unsubscribe': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Turn a saved search's alerts off from the email's link (no sign-in) */
    post: operations['SavedSearchesController_unsubscribe'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/drafts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Own unfinished forms, last touched first */
    get: operations['DraftsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/drafts/{kind}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The unfinished form of a kind (a new listing, the identity check) */
    get: operations['DraftsController_get'];
    /** Keep the unfinished form of a kind (replaces the one before) */
    put: operations['DraftsController_save'];
    post?: never;
    /** Discard the unfinished form of a kind */
    delete: operations['DraftsController_remove'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/drafts/{kind}/{key}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The unfinished form for one listing (a booking, a listing edit) */
    get: operations['DraftsController_getFor'];
    /** Keep the unfinished form for one listing (replaces the one before) */
    put: operations['DraftsController_saveFor'];
    post?: never;
    /** Discard the unfinished form for one listing */
    delete: operations['DraftsController_removeFor'];
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/text-channels': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Own phone verification and text-message channels */
    get: operations['TextMessagesController_preferences'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    /** Turn SMS or WhatsApp texts on or off (needs a verified phone) */
    patch: operations['TextMessagesController_update'];
    trace?: never;
  };
  '/api/users/me/phone/verify': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Text a 6-digit code to a phone number (valid 10 minutes) */
    post: operations['TextMessagesController_verify'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/users/me/phone/confirm': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Confirm the phone number with the code (5 tries per code) */
    post: operations['TextMessagesController_confirm'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/text-messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List texts recorded by the sandbox sender (console) */
    get: operations['AdminTextMessagesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/text-messages/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One recorded text (console; codes redacted) */
    get: operations['AdminTextMessagesController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's conversations, newest activity first, with unread counts; `q` searches the other party */
    get: operations['MessagingController_list'];
    put?: never;
    /** Start a conversation about a listing with its first message (tenants; landlords with `tenantId` of a tenant who engaged with the listing). An existing conversation is reused. */
    post: operations['MessagingController_start'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/unread-count': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Unread messages in all of the signed-in user’s conversations */
    get: operations['MessagingController_unreadCount'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One of the signed-in user’s conversations */
    get: operations['MessagingController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/{id}/messages': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A page of messages in time order: the newest, or those before `before` */
    get: operations['MessagingController_messages'];
    put?: never;
    /** Send a message; both parties receive `message.created` live */
    post: operations['MessagingController_send'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/{id}/read': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Mark the other party's messages read (read receipts); both parties receive `conversation.read` */
    post: operations['MessagingController_read'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/conversations/{id}/report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Report the conversation to our team, who may then read it */
    post: operations['MessagingController_report'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/conversation-reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List conversation reports (console) */
    get: operations['AdminConversationReportsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/conversation-reports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One report with the reported conversation’s messages (console) */
    get: operations['AdminConversationReportsController_get'];
    /** Mark a report handled or open again, with a note (audited) */
    put: operations['AdminConversationReportsController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/applications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Apply to rent a listing (tenants): personal, reference and guarantor details; the guarantor is emailed a consent link */
    post: operations['ApplicationsController_submit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/applications/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in tenant's applications, newest first, with counts */
    get: operations['ApplicationsController_mine'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/applications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One application: its tenant, its listing's landlord (NINs masked to the last 4 digits) or staff */
    get: operations['ApplicationsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/applications/{id}/file': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The applicant file to decide on (the listing's landlord or staff): identity verification and its NIN check (masked), income against the rent agreed, the reference and guarantor, and the renter's record */
    get: operations['ApplicationsController_file'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/applications/{id}/review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decide on an application (the listing's landlord or an admin): under_review, approved (the listing goes under contract) or rejected */
    post: operations['ApplicationsController_review'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/applications/{id}/withdraw-approval': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Withdraw an approval that has not been paid (the listing's landlord or an admin): the application is rejected with the reason and the listing is available again */
    post: operations['ApplicationsController_withdrawApproval'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/applications/{id}/guarantor-request': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Email the guarantor a new consent link (the tenant; while they have not answered) */
    post: operations['ApplicationsController_resendGuarantorRequest'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/landlord/applications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Applications to the signed-in landlord's listings, newest first, with counts (NINs masked) */
    get: operations['LandlordApplicationsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/guarantor-requests/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** What a guarantor is asked: who named them, for which home, and what a guarantor commits to */
    get: operations['GuarantorRequestsController_view'];
    put?: never;
    /** Confirm or decline as guarantor with one's full name (must match the application); the link works once */
    post: operations['GuarantorRequestsController_answer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/applications': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List applications (console): filters status ('open': pending or under review), propertyId, tenantId, landlordId, guarantorStatus; q searches names and emails */
    get: operations['AdminApplicationsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/applications/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One application, NINs whole (console) */
    get: operations['AdminApplicationsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/applications/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve an application; its listing goes under contract (admins; audited) */
    post: operations['AdminApplicationsController_approve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/applications/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject an application with a reason the tenant reads; a paid one is refunded (admins; audited) */
    post: operations['AdminApplicationsController_reject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/properties/{id}/release': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Put a listing held under contract back on the market (admins; audited): its unpaid approvals are withdrawn with the reason; refused while a tenancy holds it */
    post: operations['AdminListingReleaseController_release'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/initialize': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Start paying for one's application: the server computes the move-in total and opens a checkout (Paystack, or the sandbox) */
    post: operations['PaymentsController_initialize'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/webhook/paystack': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Receive a Paystack event (signature checked over the raw body; recorded once and processed by a queued job) */
    post: operations['PaymentsController_webhook'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/verify/{reference}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** After the checkout: ask the gateway about one of your payments and return its real state (pending while the gateway does not answer; a queued check asks again) */
    get: operations['PaymentsController_verify'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/mine': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in tenant's payments, newest first, with the summary cards */
    get: operations['PaymentsController_mine'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One payment: its payer, its listing's landlord, or staff */
    get: operations['PaymentsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/{id}/receipt.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The PDF receipt of a completed payment (its payer, its listing's landlord, staff) */
    get: operations['PaymentsController_receipt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/{id}/refund-receipt.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The PDF receipt of a payment's refunds once one reached the tenant (its payer, its listing's landlord, staff) */
    get: operations['PaymentsController_refundReceipt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/{id}/refunds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Ask for a refund of your completed payment, with one of the reasons of the refund policy */
    post: operations['PaymentsController_requestRefund'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/landlord/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Payments for the signed-in landlord's listings, newest first, with the summary */
    get: operations['LandlordPaymentsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/sandbox/checkout/{accessCode}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The sandbox checkout page (HTML; only without a Paystack key) */
    get: operations['SandboxCheckoutController_show'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/sandbox/checkout/{accessCode}/pay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sandbox: pay with the test card (sends a signed charge.success) */
    post: operations['SandboxCheckoutController_pay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/sandbox/checkout/{accessCode}/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sandbox: the card is declined */
    post: operations['SandboxCheckoutController_decline'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/payments/sandbox/checkout/{accessCode}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sandbox: the payer cancels the checkout */
    post: operations['SandboxCheckoutController_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payments': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List payments, unchecked flags first (console): filters status, gateway, tenantId, landlordId, propertyId, applicationId, flagged (true, false, or open: not yet checked), dispute (any, or open: a chargeback waiting for its resolution), stranded (true: paid for an application that was not successful and not refunded), createdFrom, createdTo; q searches the reference */
    get: operations['AdminPaymentsController_listPayments'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payments/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One payment with its flag and gateway answer (console) */
    get: operations['AdminPaymentsController_getPayment'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payments/{id}/check-flag': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Record that a flagged payment was checked, with what was found (admins; audited); it leaves the list of payments to check */
    post: operations['AdminPaymentsController_checkFlag'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/refunds/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a refund that needs attention to the tenant's bank account (admins; audited): the gateway could not return it to the card */
    post: operations['AdminRefundsController_retry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/refunds': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List refunds (console): filters status (needs_attention: the gateway needs the tenant’s bank account), automatic, reason, tenantId, paymentId; q searches the details */
    get: operations['AdminRefundsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/refunds/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One refund with its payment (console) */
    get: operations['AdminRefundsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/refunds/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a requested refund: sent to the gateway, the tenant told (admins; audited) */
    post: operations['AdminRefundsController_approve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/refunds/{id}/deny': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline a requested refund with a reason the tenant reads (admins; audited) */
    post: operations['AdminRefundsController_reject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in tenant's tenancies, or the signed-in landlord's, newest first */
    get: operations['TenanciesController_mine'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One tenancy: its tenant, its landlord or staff */
    get: operations['TenanciesController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/ledger': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tenancy's money, from the ledger (its tenant, its landlord, staff): every charge, hold, release, payout and refund with what RentNaija holds after each, and the receipts that exist; `?format=csv` for the same lines as CSV */
    get: operations['TenanciesController_money'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/move-in-date': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Choose the move-in date (the tenant; within the tenancy's move-in window, WAT, until they move in); sets the end date */
    put: operations['TenanciesController_setMoveInDate'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/handover': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** I have the keys and the home is as advertised (the tenant; from the move-in date, once signed): the tenancy is active and the move-in rent and fees are released to the landlord 24 hours later */
    post: operations['TenanciesController_handOver'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/problem': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Report that the home is not as advertised, with up to 5 photos (the tenant; within 24 hours of the handover, or 72 hours of the move-in date): the release is frozen and staff decide */
    post: operations['TenanciesController_reportProblem'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/dispute/response': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** The landlord's side of the tenant's report, with up to 5 photos, until staff decide (a new answer replaces the last); the tenant is told */
    post: operations['TenanciesController_respond'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/dispute/photos/{photoId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A photo of the tenancy's dispute (its tenant, its landlord and staff only) */
    get: operations['TenanciesController_disputePhoto'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/agreement.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tenancy agreement as a PDF (its parties and staff); once signed, the exact document signed with a last page listing each signature and its SHA-256 */
    get: operations['TenanciesController_agreement'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/rent-receipt.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The landlord's statutory receipt of the rent, for the tenant, once the move-in rent is released to the landlord */
    get: operations['TenanciesController_rentReceipt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/sign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign the tenancy agreement (the tenant first, then the landlord within 48 hours): your full name as on your verified identity, and your consent */
    post: operations['TenanciesController_sign'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/cancel': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Cancel a tenancy the landlord did not countersign within 48 hours of your signature: the move-in payment is refunded in full */
    post: operations['TenanciesController_cancel'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/notice': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Give notice to end the tenancy (the tenant or the landlord, while it is active, once): it ends on today (WAT) plus the statutory notice of its term (Tenancy Law of Lagos State 2011, s.13), or on the end date when sooner; the other party is told */
    post: operations['TenanciesController_giveNotice'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/relist': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Put the home back on the market from the move-out date (the landlord, once notice is given): it becomes available when the tenancy ends, instead of inactive */
    post: operations['TenanciesController_relist'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/renewal': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Offer to renew (the landlord; from 60 days before the end date, without notice given, one offer open at a time): a new monthly rent for a new term; the tenant is told */
    post: operations['TenanciesController_offerRenewal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/renewal/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept the landlord's renewal offer (the tenant): the end date moves by the new term at the new rent, collected by the rent schedule before it starts; both are told */
    post: operations['TenanciesController_acceptRenewal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/renewal/decline': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Decline the landlord's renewal offer (the tenant): the tenancy still ends on its end date */
    post: operations['TenanciesController_declineRenewal'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tenancies': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List tenancies (console): filters state, propertyId, landlordId, tenantId, applicationId; q searches the listing and the parties */
    get: operations['AdminTenanciesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tenancies/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One tenancy (console) */
    get: operations['AdminTenanciesController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tenancy-disputes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List tenancy disputes (console; filter by state, open first) */
    get: operations['AdminTenancyDisputesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tenancy-disputes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One tenancy dispute with its tenancy and both sides (console) */
    get: operations['AdminTenancyDisputesController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tenancy-disputes/{id}/refund-full': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refund the whole move-in payment with a reason (admins; audited, both parties notified): the tenancy is cancelled and the listing back on the market */
    post: operations['AdminTenancyDisputesController_refundFull'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tenancy-disputes/{id}/refund-partial': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refund part of the move-in rent and fees with a reason and release the rest to the landlord (admins; audited, both parties notified); the caution deposit stays held */
    post: operations['AdminTenancyDisputesController_refundPartial'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/tenancy-disputes/{id}/release': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Release the move-in rent and fees to the landlord with a reason (admins; audited, both parties notified); the caution deposit stays held */
    post: operations['AdminTenancyDisputesController_release'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/deposit': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tenancy's caution deposit: its reports, the deductions proposed and their answers, and its return (its parties and staff) */
    get: operations['DepositController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/deposit/photos': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a photo (JPG or PNG, up to 5 MB) for a report’s room or a deduction’s evidence; kept privately */
    post: operations['DepositController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/deposit/photos/{photoId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A photo of the deposit’s reports or deductions (parties and staff) */
    get: operations['DepositController_photo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/check-in': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Write your part of the check-in report, room by room (the tenant within 7 days of the move-in date; the landlord adds to it); the other party is told */
    post: operations['DepositController_checkIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/check-in/sign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign the check-in report as it stands; final once both signed */
    post: operations['DepositController_signCheckIn'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/check-out': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Write your part of the check-out report, room by room (from notice until the deposit is settled); the other party is told */
    post: operations['DepositController_checkOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/check-out/sign': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Sign the check-out report as it stands; final once both signed */
    post: operations['DepositController_signCheckOut'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/deductions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Propose deductions from the deposit, once, within 14 days of the move-out date (the landlord): each with an amount, a reason and evidence; never more than the deposit; none returns it all */
    post: operations['DepositController_propose'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/deductions/{deductionId}/accept': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Accept a proposed deduction (the tenant; within 7 days) */
    post: operations['DepositController_accept'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/deductions/{deductionId}/dispute': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Dispute a proposed deduction (the tenant; within 7 days): RentNaija staff decide */
    post: operations['DepositController_dispute'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/deposit-disputes': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List deposit disputes (console; filter by state: disputed, settled) */
    get: operations['AdminDepositDisputesController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/deposit-disputes/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One deposit dispute with both reports and the deductions (console) */
    get: operations['AdminDepositDisputesController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/deposit-disputes/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a disputed deposit’s deductions, in full or the amount given: it is paid to the landlord and the rest of the deposit refunded to the tenant (admins; audited) */
    post: operations['AdminDepositDisputesController_approve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/deposit-disputes/{id}/refuse': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Refuse a disputed deposit’s deductions with a reason: the disputed deductions are refunded to the tenant with the rest (admins; audited) */
    post: operations['AdminDepositDisputesController_reject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/rent': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tenancy's rent schedule (its tenant, its landlord, staff): each month's due date, amount and state, automatic payment and its card */
    get: operations['RentController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/autopay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    /** Turn automatic payment of monthly rent on (the card of the move-in payment, charged on each due date) or off (the tenant) */
    put: operations['RentController_autopay'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/rent/{instalmentId}/pay': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Pay one month of rent (the tenant): opens a checkout for the month's amount, like the move-in payment */
    post: operations['RentController_pay'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/rent/{instalmentId}/waive': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Waive a month of rent still to pay (the landlord), with a reason */
    post: operations['RentController_waive'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/rent/{instalmentId}/receipt.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The landlord's statutory receipt of one month's rent, once it is released to the landlord */
    get: operations['RentController_receipt'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rent-schedules': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List months of monthly rent (console): filters state, tenancyId, tenantId, landlordId; q searches the listing and the parties */
    get: operations['AdminRentController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/rent-schedules/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One month of monthly rent (console) */
    get: operations['AdminRentController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/overview': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Counts of what needs action from staff, with their console lists */
    get: operations['AdminOverviewController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kyc/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in user's KYC: { status: 'not_submitted' } or the record */
    get: operations['KycController_me'];
    /** Submit KYC, or resubmit after a rejection (then pending review) */
    put: operations['KycController_submit'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kyc/documents': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Upload a KYC document (JPG, PNG or PDF up to 5 MB), stored privately */
    post: operations['KycController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/kyc/documents/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read a KYC document (its owner and staff only), never cached */
    get: operations['KycController_document'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/kyc-submissions': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List KYC submissions (console; filter by status) */
    get: operations['AdminKycController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/kyc-submissions/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One KYC submission (console) */
    get: operations['AdminKycController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/kyc-submissions/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a pending KYC submission (admins; audited, owner notified) */
    post: operations['AdminKycController_approve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/kyc-submissions/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a pending KYC submission with a reason (admins; audited, owner notified) */
    post: operations['AdminKycController_reject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/{id}/ownership-proofs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A listing's ownership proofs, newest first (its landlord and staff) */
    get: operations['OwnershipController_list'];
    put?: never;
    /** Send a proof of the right to let your listing (title, deed, letter of authority) */
    post: operations['OwnershipController_upload'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/ownership-proofs/{id}/document': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Read an ownership proof's document (its landlord and staff only) */
    get: operations['OwnershipController_document'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/ownership-proofs': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List ownership proofs (console; filter by status) */
    get: operations['AdminOwnershipProofsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/ownership-proofs/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One ownership proof (console) */
    get: operations['AdminOwnershipProofsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/ownership-proofs/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a pending ownership proof: the listing shows Verified owner (admins; audited, owner notified) */
    post: operations['AdminOwnershipProofsController_approve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/ownership-proofs/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a pending ownership proof with a reason (admins; audited, owner notified) */
    post: operations['AdminOwnershipProofsController_reject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/banks': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The banks payouts can be sent to, by name, as the payment gateway lists them */
    get: operations['BanksController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/landlord/payout-account': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in landlord's payout bank account (null until added; the number's last four digits only) and whether their identity is verified */
    get: operations['LandlordPayoutsController_getAccount'];
    /** Add or replace the payout bank account: the bank gives the holder's name, compared with the verified identity (the same person: verified; otherwise our team checks it). Needs approved KYC */
    put: operations['LandlordPayoutsController_saveAccount'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/landlord/payouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in landlord's money: held by the platform, scheduled to be paid, and paid, with each payout's state and dates */
    get: operations['LandlordPayoutsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payouts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List payouts to landlords, failed and reversed first (console): filters state, landlordId, tenancyId, waitingFor, needsRetry (true: failed or reversed, for staff to send again); q searches the references and description */
    get: operations['AdminPayoutsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payouts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One payout with its transfer and the money it carries (console) */
    get: operations['AdminPayoutsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payouts/{id}/retry': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Send a failed or reversed payout again (admins; audited): under a new transfer reference when the gateway failed the last one */
    post: operations['AdminPayoutsController_retry'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payout-accounts': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List payout accounts (console; filter by status) */
    get: operations['AdminPayoutAccountsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payout-accounts/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One payout account (console) */
    get: operations['AdminPayoutAccountsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payout-accounts/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a pending payout account: the landlord's waiting payouts go out (admins; audited) */
    post: operations['AdminPayoutAccountsController_approve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/payout-accounts/{id}/reject': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Reject a pending payout account with a reason (admins; audited) */
    post: operations['AdminPayoutAccountsController_reject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenant/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The tenant's dashboard: stat cards, total spent, recent activity, applications and viewings */
    get: operations['TenantDashboardController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/landlord/dashboard': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The landlord's dashboard: stat cards, recent activity, upcoming viewings and tenants */
    get: operations['LandlordDashboardController_dashboard'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/landlord/analytics': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The landlord's analytics for a period: cards with trends, revenue by month, views and top listings */
    get: operations['LandlordDashboardController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A tenancy's reviews (its parties and staff), with the review open to its tenant now */
    get: operations['ReviewsController_forTenancy'];
    put?: never;
    /** Review the home and the landlord (the tenant; during an active tenancy from 60 days after the move-in date, and once it has ended; once per stage) */
    post: operations['ReviewsController_submit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reviews/{id}/answer': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Answer a review of your tenancy's home, once (the landlord) */
    post: operations['ReviewsController_answer'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/reviews/{id}/report': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Report a review of your tenancy to our team, once (its tenant or its landlord) */
    post: operations['ReviewsController_report'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/{id}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A listing's reviews by its tenants: averages per category, counts, and the reviews newest first */
    get: operations['ReviewsController_forProperty'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/landlords/{id}/reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A landlord's public profile: their tenants' reviews across their listings, with averages and counts */
    get: operations['ReviewsController_forLandlord'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reported-reviews': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List reported reviews (console; every review a party reported; filter by status) */
    get: operations['AdminReportedReviewsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reported-reviews/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One reported review with its reports (console) */
    get: operations['AdminReportedReviewsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reported-reviews/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a reported review: it stays on the listing (admins; audited) */
    post: operations['AdminReportedReviewsController_approve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reported-reviews/{id}/hide': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Hide a reported review with a reason, hiding it from the listing and the landlord’s profile (admins; audited) */
    post: operations['AdminReportedReviewsController_reject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/tenancies/{id}/tenant-review': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The landlord’s review of the tenant of a tenancy (its parties and staff), and whether the landlord may write it now */
    get: operations['TenantReviewsController_get'];
    put?: never;
    /** Review your tenant, once per tenancy, once notice is given or the tenancy has ended (the landlord); other landlords see it only with the tenant’s consent */
    post: operations['TenantReviewsController_submit'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/renter-profile/me': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The signed-in tenant’s renter profile: what they typed, their identity and rent record (kept by the platform), landlords’ reviews of them, and their shared links */
    get: operations['RenterProfileController_me'];
    /** Edit the typed parts of the renter profile and what landlords see (the rent record and identity are the platform’s: refused) */
    put: operations['RenterProfileController_update'];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/renter-profile/me.pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The renter profile as a PDF: the parts the tenant shows landlords */
    get: operations['RenterProfileController_pdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/renter-profile/share': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Share the renter profile by a signed link that expires after 1, 7 or 30 days */
    post: operations['RenterProfileController_share'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/renter-profile/share/{id}/revoke': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Withdraw a shared link: it stops opening at once */
    post: operations['RenterProfileController_revoke'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/renter-profile/apply': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Apply for a listing with the renter profile in one step (the guarantor is asked to consent to this application) */
    post: operations['RenterProfileController_apply'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/renter-profile/shared/{token}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shared renter profile (no sign-in): only what the tenant chose; 410 once expired or withdrawn */
    get: operations['RenterProfileController_shared'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/renter-profile/shared/{token}/pdf': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A shared renter profile as a PDF (no sign-in), while the link is open */
    get: operations['RenterProfileController_sharedPdf'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/properties/{id}/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Report a public listing to our team, as JSON or as a form with one photo only staff see (anyone, once per person; reports from three different people hide it until staff decide) */
    post: operations['ListingReportsController_report'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/{id}/photos/{reportId}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The photo sent with one report of the case (staff only; a download) */
    get: operations['AdminListingReportsController_photo'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/{id}/restore': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Show again a listing taken off after its reports, with a reason the landlord reads (admins; once; audited) */
    post: operations['AdminListingReportsController_restore'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List listing reports (console; one case per listing; filter by status: open, decided) */
    get: operations['AdminListingReportsController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One listing report with each report (console) */
    get: operations['AdminListingReportsController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/{id}/approve': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Approve a listing’s open reports with an outcome: dismiss, ask the landlord, hide the listing or suspend the landlord (admins; audited, owner notified) */
    post: operations['AdminListingReportsController_approve'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/reports/{id}/dismiss': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    get?: never;
    put?: never;
    /** Dismiss a listing’s open reports with a reason: the listing shows again (admins; audited, owner notified) */
    post: operations['AdminListingReportsController_reject'];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/geo/geocode': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Where an address is, for the listing wizard's pin */
    get: operations['GeoController_geocode'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/geo/places': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** Neighbourhoods of the listing cities by name ('within N km of') */
    get: operations['GeoController_places'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/map/settings': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The map's tiles and their credit */
    get: operations['GeoController_mapSettings'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/map/tiles/{z}/{x}/{y}.svg': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** A plain offline map tile (the local fixture) */
    get: operations['GeoController_tile'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/audit-log': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** List staff decisions (console) */
    get: operations['AdminAuditController_list'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  '/api/admin/audit-log/{id}': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** One staff decision (console) */
    get: operations['AdminAuditController_get'];
    put?: never;
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}
export type webhooks = Record<string, never>;
export interface components {
  schemas: {
    FieldErrorDto: {
      /**
       * @description The field, with a dotted path for nested ones
       * @example email
       */
      field: string;
      /** @example Please enter a valid email address */
      message: string;
    };
    ErrorResponseDto: {
      /** @example 400 */
      statusCode: number;
      /**
       * @description The HTTP reason phrase
       * @example Bad Request
       */
      error: string;
      /**
       * @description Stable, machine-readable reason (UPPER_SNAKE): clients branch on it, never on `message`. The list is in docs/0010-openapi-contract-and-error-codes.md.
       * @example VALIDATION_FAILED
       */
      code: string;
      /**
       * @description For people; may change wording
       * @example Email is required
       */
      message: string;
      /** @description Field errors (400 VALIDATION_FAILED) */
      details?: components['schemas']['FieldErrorDto'][];
      /** @description Quote it to support (500 only) */
      requestId?: string;
    };
    EmailAttachmentDto: {
      /** @example receipt.pdf */
      filename: string;
      /** @example application/pdf */
      contentType: string;
      /** @description Bytes */
      size: number;
      /** @description The file itself, for a calendar invite (text): what the recipient adds to their calendar */
      content?: string;
    };
    EmailOutboxResponseDto: {
      /** Format: uuid */
      id: string;
      to: string;
      /** @example password-reset */
      template: string;
      /** @description Template data; secrets shown redacted */
      data: {
        [key: string]: unknown;
      };
      subject: string | null;
      textBody: string | null;
      htmlBody: string | null;
      /** @enum {string} */
      status: 'pending' | 'sent' | 'captured' | 'failed';
      attempts: number;
      lastError: string | null;
      messageId: string | null;
      attachments: components['schemas']['EmailAttachmentDto'][];
      /** Format: date-time */
      sentAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    NotificationResponseDto: {
      /** Format: uuid */
      id: string;
      /** @example listing.approved */
      type: string;
      message: string;
      /** @example /properties/5b1f0c1e */
      link: string | null;
      /** Format: date-time */
      readAt: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    PaginationDto: {
      /** @example 1 */
      currentPage: number;
      /** @example 4 */
      lastPage: number;
      /** @example 12 */
      perPage: number;
      /** @example 42 */
      total: number;
    };
    NotificationsResponseDto: {
      data: components['schemas']['NotificationResponseDto'][];
      pagination: components['schemas']['PaginationDto'];
      /** @description Unread notifications in all pages */
      unreadCount: number;
    };
    MarkedReadDto: {
      /** @description How many notifications were marked read */
      updated: number;
    };
    UserResponseDto: {
      /** Format: uuid */
      id: string;
      /** @example Adaeze Okafor */
      name: string;
      /** @example adaeze@example.com */
      email: string;
      /** @example +2348012345678 */
      phone: string | null;
      /** @enum {string} */
      role: 'tenant' | 'landlord' | 'admin' | 'support';
      /** @enum {string} */
      status: 'active' | 'suspended';
      /** Format: date-time */
      emailVerifiedAt: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    UpdateMeDto: {
      /** @example Adaeze Okafor */
      name?: string;
      /** @example 08031234567 */
      phone?: string | null;
    };
    AdminUpdateUserDto: {
      /** @enum {string} */
      role?: 'tenant' | 'landlord' | 'admin' | 'support';
      /** @enum {string} */
      status?: 'active' | 'suspended';
    };
    RegisterDto: {
      /** @example Adaeze Okafor */
      name: string;
      /** @example adaeze@example.com */
      email: string;
      /**
       * @description 8+ characters with upper, lower, digit and special
       * @example Rentals#2026
       */
      password: string;
      /** @enum {string} */
      role: 'tenant' | 'landlord';
    };
    RegisterResponseDto: {
      user: components['schemas']['UserResponseDto'];
      /** @description Always true: the email must be confirmed before signing in */
      confirmationRequired: boolean;
      message: string;
    };
    TokenDto: {
      token: string;
    };
    ConfirmEmailResponseDto: {
      /** @description Short-lived JWT for the Authorization header */
      accessToken: string;
      /**
       * @description Seconds until the access token expires
       * @example 900
       */
      expiresIn: number;
      /** @description Opaque, rotating: each refresh answers a new one */
      refreshToken: string;
      /**
       * Format: date-time
       * @description When the whole session ends
       */
      sessionExpiresAt: string;
      user: components['schemas']['UserResponseDto'];
      message: string;
    };
    EmailDto: {
      /** @example tenant@example.com */
      email: string;
    };
    MessageResponseDto: {
      /** @example If an account exists for this email, we have sent a reset link. */
      message: string;
    };
    LoginDto: {
      /** @example tenant@example.com */
      email: string;
      /** @example Rentals#2026 */
      password: string;
      /** @default false */
      rememberMe?: boolean;
    };
    LoginResponseDto: {
      /** @description Short-lived JWT for the Authorization header */
      accessToken: string;
      /**
       * @description Seconds until the access token expires
       * @example 900
       */
      expiresIn: number;
      /** @description Opaque, rotating: each refresh answers a new one */
      refreshToken: string;
      /**
       * Format: date-time
       * @description When the whole session ends
       */
      sessionExpiresAt: string;
      user: components['schemas']['UserResponseDto'];
    };
    RefreshDto: {
      refreshToken: string;
    };
    AuthTokensDto: {
      /** @description Short-lived JWT for the Authorization header */
      accessToken: string;
      /**
       * @description Seconds until the access token expires
       * @example 900
       */
      expiresIn: number;
      /** @description Opaque, rotating: each refresh answers a new one */
      refreshToken: string;
      /**
       * Format: date-time
       * @description When the whole session ends
       */
      sessionExpiresAt: string;
    };
    LogoutDto: {
      refreshToken?: string;
    };
    ResetTokenCheckDto: {
      /**
       * @description The link still works (otherwise an error answers)
       * @enum {boolean}
       */
      valid: true;
    };
    ResetPasswordDto: {
      token: string;
      /** @example NewRentals#2026 */
      password: string;
    };
    CreateContactDto: {
      /** @example Chinedu Eze */
      fullName: string;
      /** @example chinedu@example.com */
      email: string;
      /** @example 08031234567 */
      phone?: string;
      /** @enum {string} */
      category:
        | 'tenant-support'
        | 'landlord-support'
        | 'payment-issues'
        | 'technical-support'
        | 'general-inquiry';
      /** @example Question about a listing in Lekki */
      subject: string;
      /** @example Hello, I would like to know… */
      message: string;
    };
    ContactCreatedDto: {
      /** Format: uuid */
      id: string;
      /**
       * @description What the sender quotes
       * @example RN-3F2A9C
       */
      reference: string;
      /** Format: date-time */
      createdAt: string;
    };
    ContactMessageDto: {
      /** Format: uuid */
      id: string;
      reference: string;
      fullName: string;
      email: string;
      phone: string | null;
      /** @enum {string} */
      category:
        | 'tenant-support'
        | 'landlord-support'
        | 'payment-issues'
        | 'technical-support'
        | 'general-inquiry';
      subject: string;
      message: string;
      /** @enum {string} */
      status: 'new' | 'in_progress' | 'resolved';
      /** Format: uuid */
      userId: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    ContactReplyRecordDto: {
      /** Format: uuid */
      id: string;
      body: string;
      /** Format: uuid */
      authorId: string | null;
      authorName: string;
      /**
       * Format: uuid
       * @description The email in the outbox
       */
      outboxId: string;
      /** Format: date-time */
      createdAt: string;
    };
    ContactMessageDetailDto: {
      /** Format: uuid */
      id: string;
      reference: string;
      fullName: string;
      email: string;
      phone: string | null;
      /** @enum {string} */
      category:
        | 'tenant-support'
        | 'landlord-support'
        | 'payment-issues'
        | 'technical-support'
        | 'general-inquiry';
      subject: string;
      message: string;
      /** @enum {string} */
      status: 'new' | 'in_progress' | 'resolved';
      /** Format: uuid */
      userId: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      replies: components['schemas']['ContactReplyRecordDto'][];
    };
    AdminUpdateContactDto: {
      /** @enum {string} */
      status?: 'new' | 'in_progress' | 'resolved';
    };
    ContactReplyDto: {
      /** @example Hello Halima, yes: the landlord can show the flat on Saturday at 10. */
      message: string;
    };
    PhotoVariantDto: {
      /** @example /uploads/properties/3f2a-800.webp */
      url: string;
      /** @example 800 */
      width: number;
      /** @example 600 */
      height: number;
    };
    PropertyImageDto: {
      /** @description JPEG, at most 1600 px wide */
      url: string;
      thumbnailUrl: string;
      alt: string;
      /** @description Pixel width of `url` (older photos have none) */
      width?: number;
      height?: number;
      /** @description WebP renditions, narrowest first */
      variants?: components['schemas']['PhotoVariantDto'][];
    };
    PropertyCardResponseDto: {
      /** Format: uuid */
      id: string;
      /** @example 2 Bedroom Flat in Yaba */
      title: string;
      /** @example Yaba */
      location: string;
      /** @example Lagos */
      city: string;
      /** @example Lagos */
      state: string;
      /**
       * @description Monthly rent, whole naira
       * @example 350000
       */
      price: number;
      /** @description Caution deposit, whole naira */
      securityDeposit: number;
      /** @description Service charge per month, whole naira */
      serviceCharge: number;
      /** @description One-off agency fee, whole naira (0: let directly, no agency fee) */
      agencyFee: number;
      bedrooms: number;
      bathrooms: number;
      /** @description Square metres */
      area: number;
      /** @enum {string} */
      propertyType:
        | 'apartment'
        | 'house'
        | 'studio'
        | 'penthouse'
        | 'villa'
        | 'flat'
        | 'duplex'
        | 'bungalow'
        | 'terrace';
      /** @enum {string} */
      status: 'available' | 'under_contract' | 'rented' | 'inactive';
      powerSupply: ('band A grid' | 'prepaid meter' | 'generator backup' | 'inverter/solar')[];
      /** @description Staff approved the landlord's proof of the right to let it ('Verified owner') */
      verifiedOwner: boolean;
      /**
       * Format: date-time
       * @description When its landlord last confirmed it is still available (publishing and relisting count)
       */
      confirmedAvailableAt: string;
      /**
       * @description 'stale': unconfirmed for 14 days, may no longer be available (sinks in the default order); 'hidden': unconfirmed for 30 days, hidden from the public until confirmed (seen only by its landlord and staff)
       * @enum {string}
       */
      freshness: 'fresh' | 'stale' | 'hidden';
      /** Format: date-time */
      createdAt: string;
      /** @description Degrees; null when not placed. Rounded to 2 decimals (about 1 km) unless locationApproximate is false */
      latitude: number | null;
      /** @description Degrees, as latitude */
      longitude: number | null;
      /** @description The cover photo */
      image: components['schemas']['PropertyImageDto'] | null;
    };
    PagedPropertyCardResponse: {
      data: components['schemas']['PropertyCardResponseDto'][];
      pagination: components['schemas']['PaginationDto'];
    };
    SortChoice: {
      value: string;
      label: string;
    };
    CityCount: {
      /** @example Lagos */
      name: string;
      /** @description Open listings in the city */
      count: number;
    };
    TenancyRulesDto: {
      /**
       * @description Rent a landlord may ask for in advance, in months
       * @example 12
       */
      maxAdvanceMonths: number;
      /**
       * @description The agency fee's cap, percent of a year's rent
       * @example 10
       */
      maxAgencyFeePercent: number;
    };
    SearchFiltersResponse: {
      propertyTypes: (
        | 'apartment'
        | 'house'
        | 'studio'
        | 'penthouse'
        | 'villa'
        | 'flat'
        | 'duplex'
        | 'bungalow'
        | 'terrace'
      )[];
      statuses: ('available' | 'under_contract' | 'rented' | 'inactive')[];
      amenities: (
        | 'WiFi'
        | 'Parking'
        | 'Security'
        | 'Gym'
        | 'Swimming Pool'
        | 'Air Conditioning'
        | 'Furnished'
        | '24/7 Water'
        | 'Garden'
        | 'Servant Quarters'
      )[];
      powerSupply: ('band A grid' | 'prepaid meter' | 'generator backup' | 'inverter/solar')[];
      waterSupply: ('borehole' | 'public mains' | 'water treatment plant' | 'water tanker')[];
      sortOptions: components['schemas']['SortChoice'][];
      /** @description Only cities with open listings, most first */
      cities: components['schemas']['CityCount'][];
      tenancyRules: components['schemas']['TenancyRulesDto'];
    };
    PublicStats: {
      /** @description Open listings */
      listings: number;
      /** @description Cities with at least one open listing */
      cities: number;
      /** @description Landlords with at least one open listing */
      landlords: number;
      /** @description Open listings created in the last 7 days */
      newThisWeek: number;
    };
    PendingListingChangesDto: {
      title?: string;
      description?: string;
      images?: components['schemas']['PropertyImageDto'][];
      panoramaUrl?: string | null;
      videoTourUrl?: string | null;
      address?: string;
      city?: string;
      state?: string;
      postalCode?: string | null;
      /** @enum {string} */
      propertyType?:
        | 'apartment'
        | 'house'
        | 'studio'
        | 'penthouse'
        | 'villa'
        | 'flat'
        | 'duplex'
        | 'bungalow'
        | 'terrace';
      bedrooms?: number;
      bathrooms?: number;
      area?: number;
    };
    ListingLandlordDto: {
      /** Format: uuid */
      id: string;
      name: string;
    };
    PropertyResponseDto: {
      /** Format: uuid */
      id: string;
      /** @example 2 Bedroom Flat in Yaba */
      title: string;
      /** @example Yaba */
      location: string;
      /** @example Lagos */
      city: string;
      /** @example Lagos */
      state: string;
      /**
       * @description Monthly rent, whole naira
       * @example 350000
       */
      price: number;
      /** @description Caution deposit, whole naira */
      securityDeposit: number;
      /** @description Service charge per month, whole naira */
      serviceCharge: number;
      /** @description One-off agency fee, whole naira (0: let directly, no agency fee) */
      agencyFee: number;
      bedrooms: number;
      bathrooms: number;
      /** @description Square metres */
      area: number;
      /** @enum {string} */
      propertyType:
        | 'apartment'
        | 'house'
        | 'studio'
        | 'penthouse'
        | 'villa'
        | 'flat'
        | 'duplex'
        | 'bungalow'
        | 'terrace';
      /** @enum {string} */
      status: 'available' | 'under_contract' | 'rented' | 'inactive';
      powerSupply: ('band A grid' | 'prepaid meter' | 'generator backup' | 'inverter/solar')[];
      /** @description Staff approved the landlord's proof of the right to let it ('Verified owner') */
      verifiedOwner: boolean;
      /**
       * Format: date-time
       * @description When its landlord last confirmed it is still available (publishing and relisting count)
       */
      confirmedAvailableAt: string;
      /**
       * @description 'stale': unconfirmed for 14 days, may no longer be available (sinks in the default order); 'hidden': unconfirmed for 30 days, hidden from the public until confirmed (seen only by its landlord and staff)
       * @enum {string}
       */
      freshness: 'fresh' | 'stale' | 'hidden';
      /** Format: date-time */
      createdAt: string;
      /** @description Degrees; null when not placed. Rounded to 2 decimals (about 1 km) unless locationApproximate is false */
      latitude: number | null;
      /** @description Degrees, as latitude */
      longitude: number | null;
      /** @description The coordinates are rounded (show a circle): false only for the listing's landlord, staff and a tenant whose viewing is confirmed */
      locationApproximate: boolean;
      description: string;
      address: string;
      postalCode: string | null;
      amenities: string[];
      images: components['schemas']['PropertyImageDto'][];
      videoTourUrl: string | null;
      panoramaUrl: string | null;
      /** @enum {string|null} */
      waterSupply: 'borehole' | 'public mains' | 'water treatment plant' | 'water tanker' | null;
      /** @description What the service charge pays for */
      serviceChargeCovers: string | null;
      /**
       * Format: date
       * @description YYYY-MM-DD (West Africa Time): the first day the home is free to move into; null: now
       */
      availableFrom: string | null;
      /** @description Months of rent paid before moving in (1: the first month only) */
      rentAdvanceMonths: number;
      /** @description The landlord accepts monthly rent after the first payment */
      acceptsMonthlyRent: boolean;
      /** @description One-off legal / agreement fee, whole naira */
      legalFee: number;
      /** @enum {string} */
      moderationStatus: 'pending' | 'approved' | 'rejected';
      isApproved: boolean;
      rejectionReason: string | null;
      /** @description Edits waiting for review; null for anyone but the listing's landlord and staff */
      pendingChanges: components['schemas']['PendingListingChangesDto'] | null;
      /** Format: date-time */
      changesSubmittedAt: string | null;
      /** Format: uuid */
      landlordId: string;
      landlord: components['schemas']['ListingLandlordDto'];
      /** Format: date-time */
      updatedAt: string;
    };
    PhotoVariantInputDto: {
      /** @example /uploads/properties/9f1c…-800.webp */
      url: string;
      /** @example 800 */
      width: number;
      /** @example 600 */
      height: number;
    };
    PropertyImageInputDto: {
      /** @example /uploads/properties/9f1c….jpg */
      url: string;
      thumbnailUrl?: string;
      /** @example Living room with balcony */
      alt?: string;
      /** @description Pixel width of `url`, as the upload answered */
      width?: number;
      /** @description Pixel height of `url`, as the upload answered */
      height?: number;
      /** @description WebP renditions from the upload */
      variants?: components['schemas']['PhotoVariantInputDto'][];
    };
    CreatePropertyDto: {
      /** @example Modern 3-bedroom apartment in Lekki Phase 1 */
      title: string;
      description: string;
      /** @enum {string} */
      propertyType:
        | 'apartment'
        | 'house'
        | 'studio'
        | 'penthouse'
        | 'villa'
        | 'flat'
        | 'duplex'
        | 'bungalow'
        | 'terrace';
      /**
       * @description Size in square metres
       * @example 120
       */
      area: number;
      /** @example 3 */
      bedrooms: number;
      /** @example 2 */
      bathrooms: number;
      /** @example 12 Admiralty Way, Lekki Phase 1 */
      address: string;
      /** @enum {string} */
      city:
        'Lagos' | 'Abuja' | 'Port Harcourt' | 'Ibadan' | 'Kano' | 'Kaduna' | 'Enugu' | 'Calabar';
      /** @enum {string} */
      state:
        | 'Lagos State'
        | 'FCT'
        | 'Rivers State'
        | 'Oyo State'
        | 'Kano State'
        | 'Kaduna State'
        | 'Enugu State'
        | 'Cross River State';
      /** @example 106104 */
      postalCode?: string | null;
      /**
       * @description The pin's latitude in degrees; with longitude, both or neither
       * @example 6.4478
       */
      latitude?: number | null;
      /**
       * @description The pin's longitude in degrees; with latitude, both or neither
       * @example 3.4723
       */
      longitude?: number | null;
      /**
       * @description Monthly rent in naira
       * @example 850000
       */
      price: number;
      /**
       * @description Naira
       * @example 850000
       */
      securityDeposit: number;
      /**
       * @description Service charge, naira per month
       * @example 50000
       */
      serviceCharge?: number;
      /**
       * @description What the service charge pays for
       * @example Estate security, waste collection, shared generator
       */
      serviceChargeCovers?: string | null;
      /**
       * @description Months of rent paid before moving in (1: the first month's rent only)
       * @default 1
       * @example 1
       */
      rentAdvanceMonths?: number;
      /**
       * @description The landlord accepts monthly rent after the first payment: tenancies of this listing pay each month from the tenancy page or by saved card
       * @default false
       */
      acceptsMonthlyRent?: boolean;
      /**
       * Format: date
       * @description YYYY-MM-DD (West Africa Time): the first day the home is free to move into, from today to 12 months ahead; null or left out: available now
       * @example 2027-01-01
       */
      availableFrom?: string | null;
      /**
       * @description One-off agency fee, naira (0: no agency fee)
       * @example 0
       */
      agencyFee?: number;
      /**
       * @description One-off legal / agreement fee, naira
       * @example 0
       */
      legalFee?: number;
      amenities?: (
        | 'WiFi'
        | 'Parking'
        | 'Security'
        | 'Gym'
        | 'Swimming Pool'
        | 'Air Conditioning'
        | 'Furnished'
        | '24/7 Water'
        | 'Garden'
        | 'Servant Quarters'
      )[];
      powerSupply?: ('band A grid' | 'prepaid meter' | 'generator backup' | 'inverter/solar')[];
      /** @enum {string|null} */
      waterSupply?: 'borehole' | 'public mains' | 'water treatment plant' | 'water tanker' | null;
      images?: components['schemas']['PropertyImageInputDto'][];
      /** @example https://www.youtube.com/watch?v=… */
      videoTourUrl?: string | null;
      /** @description A 2:1 panorama photo for the 360° view (POST /api/uploads/property-panoramas) */
      panoramaUrl?: string | null;
    };
    UpdatePropertyDto: {
      /** @example Modern 3-bedroom apartment in Lekki Phase 1 */
      title?: string;
      description?: string;
      /** @enum {string} */
      propertyType?:
        | 'apartment'
        | 'house'
        | 'studio'
        | 'penthouse'
        | 'villa'
        | 'flat'
        | 'duplex'
        | 'bungalow'
        | 'terrace';
      /**
       * @description Size in square metres
       * @example 120
       */
      area?: number;
      /** @example 3 */
      bedrooms?: number;
      /** @example 2 */
      bathrooms?: number;
      /** @example 12 Admiralty Way, Lekki Phase 1 */
      address?: string;
      /** @enum {string} */
      city?:
        'Lagos' | 'Abuja' | 'Port Harcourt' | 'Ibadan' | 'Kano' | 'Kaduna' | 'Enugu' | 'Calabar';
      /** @enum {string} */
      state?:
        | 'Lagos State'
        | 'FCT'
        | 'Rivers State'
        | 'Oyo State'
        | 'Kano State'
        | 'Kaduna State'
        | 'Enugu State'
        | 'Cross River State';
      /** @example 106104 */
      postalCode?: string | null;
      /**
       * @description The pin's latitude in degrees; with longitude, both or neither
       * @example 6.4478
       */
      latitude?: number | null;
      /**
       * @description The pin's longitude in degrees; with latitude, both or neither
       * @example 3.4723
       */
      longitude?: number | null;
      /**
       * @description Monthly rent in naira
       * @example 850000
       */
      price?: number;
      /**
       * @description Naira
       * @example 850000
       */
      securityDeposit?: number;
      /**
       * @description Service charge, naira per month
       * @example 50000
       */
      serviceCharge?: number;
      /**
       * @description What the service charge pays for
       * @example Estate security, waste collection, shared generator
       */
      serviceChargeCovers?: string | null;
      /**
       * @description Months of rent paid before moving in (1: the first month's rent only)
       * @default 1
       * @example 1
       */
      rentAdvanceMonths?: number;
      /**
       * @description The landlord accepts monthly rent after the first payment: tenancies of this listing pay each month from the tenancy page or by saved card
       * @default false
       */
      acceptsMonthlyRent?: boolean;
      /**
       * Format: date
       * @description YYYY-MM-DD (West Africa Time): the first day the home is free to move into, from today to 12 months ahead; null or left out: available now
       * @example 2027-01-01
       */
      availableFrom?: string | null;
      /**
       * @description One-off agency fee, naira (0: no agency fee)
       * @example 0
       */
      agencyFee?: number;
      /**
       * @description One-off legal / agreement fee, naira
       * @example 0
       */
      legalFee?: number;
      amenities?: (
        | 'WiFi'
        | 'Parking'
        | 'Security'
        | 'Gym'
        | 'Swimming Pool'
        | 'Air Conditioning'
        | 'Furnished'
        | '24/7 Water'
        | 'Garden'
        | 'Servant Quarters'
      )[];
      powerSupply?: ('band A grid' | 'prepaid meter' | 'generator backup' | 'inverter/solar')[];
      /** @enum {string|null} */
      waterSupply?: 'borehole' | 'public mains' | 'water treatment plant' | 'water tanker' | null;
      images?: components['schemas']['PropertyImageInputDto'][];
      /** @example https://www.youtube.com/watch?v=… */
      videoTourUrl?: string | null;
      /** @description A 2:1 panorama photo for the 360° view (POST /api/uploads/property-panoramas) */
      panoramaUrl?: string | null;
    };
    UpdatePropertyStatusDto: {
      /** @enum {string} */
      status: 'available' | 'rented' | 'inactive';
    };
    ListingConfirmedResponseDto: {
      /** Format: uuid */
      propertyId: string;
      title: string;
      /** Format: date-time */
      confirmedAvailableAt: string;
      /** @enum {string} */
      freshness: 'fresh' | 'stale' | 'hidden';
      /** @description What to tell the landlord */
      message: string;
    };
    DeletePropertyResponseDto: {
      /**
       * @description archived: records (applications, payments…) refer to the listing, so it is kept for them and hidden everywhere but the console
       * @enum {string}
       */
      outcome: 'deleted' | 'archived';
    };
    LandlordPropertyResponseDto: {
      /** Format: uuid */
      id: string;
      /** @example 2 Bedroom Flat in Yaba */
      title: string;
      /** @example Yaba */
      location: string;
      /** @example Lagos */
      city: string;
      /** @example Lagos */
      state: string;
      /**
       * @description Monthly rent, whole naira
       * @example 350000
       */
      price: number;
      /** @description Caution deposit, whole naira */
      securityDeposit: number;
      /** @description Service charge per month, whole naira */
      serviceCharge: number;
      /** @description One-off agency fee, whole naira (0: let directly, no agency fee) */
      agencyFee: number;
      bedrooms: number;
      bathrooms: number;
      /** @description Square metres */
      area: number;
      /** @enum {string} */
      propertyType:
        | 'apartment'
        | 'house'
        | 'studio'
        | 'penthouse'
        | 'villa'
        | 'flat'
        | 'duplex'
        | 'bungalow'
        | 'terrace';
      /** @enum {string} */
      status: 'available' | 'under_contract' | 'rented' | 'inactive';
      powerSupply: ('band A grid' | 'prepaid meter' | 'generator backup' | 'inverter/solar')[];
      /** @description Staff approved the landlord's proof of the right to let it ('Verified owner') */
      verifiedOwner: boolean;
      /**
       * Format: date-time
       * @description When its landlord last confirmed it is still available (publishing and relisting count)
       */
      confirmedAvailableAt: string;
      /**
       * @description 'stale': unconfirmed for 14 days, may no longer be available (sinks in the default order); 'hidden': unconfirmed for 30 days, hidden from the public until confirmed (seen only by its landlord and staff)
       * @enum {string}
       */
      freshness: 'fresh' | 'stale' | 'hidden';
      /** Format: date-time */
      createdAt: string;
      /** @description Degrees; null when not placed. Rounded to 2 decimals (about 1 km) unless locationApproximate is false */
      latitude: number | null;
      /** @description Degrees, as latitude */
      longitude: number | null;
      /** @description The coordinates are rounded (show a circle): false only for the listing's landlord, staff and a tenant whose viewing is confirmed */
      locationApproximate: boolean;
      description: string;
      address: string;
      postalCode: string | null;
      amenities: string[];
      images: components['schemas']['PropertyImageDto'][];
      videoTourUrl: string | null;
      panoramaUrl: string | null;
      /** @enum {string|null} */
      waterSupply: 'borehole' | 'public mains' | 'water treatment plant' | 'water tanker' | null;
      /** @description What the service charge pays for */
      serviceChargeCovers: string | null;
      /**
       * Format: date
       * @description YYYY-MM-DD (West Africa Time): the first day the home is free to move into; null: now
       */
      availableFrom: string | null;
      /** @description Months of rent paid before moving in (1: the first month only) */
      rentAdvanceMonths: number;
      /** @description The landlord accepts monthly rent after the first payment */
      acceptsMonthlyRent: boolean;
      /** @description One-off legal / agreement fee, whole naira */
      legalFee: number;
      /** @enum {string} */
      moderationStatus: 'pending' | 'approved' | 'rejected';
      isApproved: boolean;
      rejectionReason: string | null;
      /** @description Edits waiting for review; null for anyone but the listing's landlord and staff */
      pendingChanges: components['schemas']['PendingListingChangesDto'] | null;
      /** Format: date-time */
      changesSubmittedAt: string | null;
      /** Format: uuid */
      landlordId: string;
      landlord: components['schemas']['ListingLandlordDto'];
      /** Format: date-time */
      updatedAt: string;
      /** @description Recorded views */
      views: number;
      /** @description Tenants who saved it */
      bookmarks: number;
    };
    LandlordPropertyCountsDto: {
      total: number;
      pending: number;
      approved: number;
      rejected: number;
      available: number;
      under_contract: number;
      rented: number;
      inactive: number;
    };
    LandlordPropertiesResponseDto: {
      /** @description One page of the matches */
      data: components['schemas']['LandlordPropertyResponseDto'][];
      pagination: components['schemas']['PaginationDto'];
      /** @description Every listing (not archived), whatever the query, by state */
      counts: components['schemas']['LandlordPropertyCountsDto'];
    };
    AdminListingLandlordDto: {
      /** Format: uuid */
      id: string;
      name: string;
      email: string;
    };
    ListingSignalResponseDto: {
      /** @enum {string} */
      code:
        | 'duplicate_photo'
        | 'low_rent'
        | 'contact_details'
        | 'inspection_fee'
        | 'listing_burst'
        | 'cities_far_apart'
        | 'shared_identity';
      /** @description What the signal adds to the score */
      points: number;
      /** @description One sentence for a moderator, with the figures */
      summary: string;
      /** @description The evidence, by code (ListingSignalEvidence in packages/shared): the matching photos of other listings side by side, the median and comparables, the contact details found… */
      evidence: {
        [key: string]: unknown;
      };
    };
    ListingRiskResponseDto: {
      /** @description The sum of the signals’ points */
      score: number;
      /** @description Held for a senior review: approving needs a note */
      held: boolean;
      /**
       * Format: date-time
       * @description Null while the version under review waits for its check
       */
      checkedAt: string | null;
      signals: components['schemas']['ListingSignalResponseDto'][];
    };
    AdminPropertyResponseDto: {
      /** Format: uuid */
      id: string;
      /** @example 2 Bedroom Flat in Yaba */
      title: string;
      /** @example Yaba */
      location: string;
      /** @example Lagos */
      city: string;
      /** @example Lagos */
      state: string;
      /**
       * @description Monthly rent, whole naira
       * @example 350000
       */
      price: number;
      /** @description Caution deposit, whole naira */
      securityDeposit: number;
      /** @description Service charge per month, whole naira */
      serviceCharge: number;
      /** @description One-off agency fee, whole naira (0: let directly, no agency fee) */
      agencyFee: number;
      bedrooms: number;
      bathrooms: number;
      /** @description Square metres */
      area: number;
      /** @enum {string} */
      propertyType:
        | 'apartment'
        | 'house'
        | 'studio'
        | 'penthouse'
        | 'villa'
        | 'flat'
        | 'duplex'
        | 'bungalow'
        | 'terrace';
      /** @enum {string} */
      status: 'available' | 'under_contract' | 'rented' | 'inactive';
      powerSupply: ('band A grid' | 'prepaid meter' | 'generator backup' | 'inverter/solar')[];
      /** @description Staff approved the landlord's proof of the right to let it ('Verified owner') */
      verifiedOwner: boolean;
      /**
       * Format: date-time
       * @description When its landlord last confirmed it is still available (publishing and relisting count)
       */
      confirmedAvailableAt: string;
      /**
       * @description 'stale': unconfirmed for 14 days, may no longer be available (sinks in the default order); 'hidden': unconfirmed for 30 days, hidden from the public until confirmed (seen only by its landlord and staff)
       * @enum {string}
       */
      freshness: 'fresh' | 'stale' | 'hidden';
      /** Format: date-time */
      createdAt: string;
      /** @description Degrees; null when not placed. Rounded to 2 decimals (about 1 km) unless locationApproximate is false */
      latitude: number | null;
      /** @description Degrees, as latitude */
      longitude: number | null;
      /** @description The coordinates are rounded (show a circle): false only for the listing's landlord, staff and a tenant whose viewing is confirmed */
      locationApproximate: boolean;
      description: string;
      address: string;
      postalCode: string | null;
      amenities: string[];
      images: components['schemas']['PropertyImageDto'][];
      videoTourUrl: string | null;
      panoramaUrl: string | null;
      /** @enum {string|null} */
      waterSupply: 'borehole' | 'public mains' | 'water treatment plant' | 'water tanker' | null;
      /** @description What the service charge pays for */
      serviceChargeCovers: string | null;
      /**
       * Format: date
       * @description YYYY-MM-DD (West Africa Time): the first day the home is free to move into; null: now
       */
      availableFrom: string | null;
      /** @description Months of rent paid before moving in (1: the first month only) */
      rentAdvanceMonths: number;
      /** @description The landlord accepts monthly rent after the first payment */
      acceptsMonthlyRent: boolean;
      /** @description One-off legal / agreement fee, whole naira */
      legalFee: number;
      /** @enum {string} */
      moderationStatus: 'pending' | 'approved' | 'rejected';
      isApproved: boolean;
      rejectionReason: string | null;
      /** @description Edits waiting for review; null for anyone but the listing's landlord and staff */
      pendingChanges: components['schemas']['PendingListingChangesDto'] | null;
      /** Format: date-time */
      changesSubmittedAt: string | null;
      /** Format: uuid */
      landlordId: string;
      landlord: components['schemas']['AdminListingLandlordDto'];
      /** Format: date-time */
      updatedAt: string;
      /** @description Fraud signals of the version under review (its pending changes when any) */
      risk: components['schemas']['ListingRiskResponseDto'];
      /** Format: date-time */
      archivedAt: string | null;
      landlordSuspended: boolean;
      /** @description Reports hid it from the public (the console's listing reports) */
      hiddenByReports: boolean;
    };
    ApproveAllResponseDto: {
      /** @description How many listings were approved */
      approved: number;
      ids: string[];
      /** @description Listings left pending: their fraud signals need a senior review */
      held: string[];
    };
    ApprovePropertyDto: {
      /** @example The landlord showed the deed in person; the photos are from their older listing. */
      note?: string;
    };
    RejectPropertyDto: {
      /** @example The photos show a different building. */
      reason: string;
    };
    ListingConfirmationLinkResponseDto: {
      /** Format: uuid */
      propertyId: string;
      title: string;
      location: string;
      /** @enum {string} */
      status: 'available' | 'under_contract' | 'rented' | 'inactive';
      /**
       * Format: date-time
       * @description The last confirmation
       */
      confirmedAvailableAt: string;
      /** @enum {string} */
      freshness: 'fresh' | 'stale' | 'hidden';
      /**
       * Format: date-time
       * @description The link works until then
       */
      expiresAt: string;
    };
    BookmarkResponseDto: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      propertyId: string;
      notes: string | null;
      bookmarkFolder: string | null;
      notifyPriceChange: boolean;
      notifyStatusChange: boolean;
      notifyAvailability: boolean;
      /** Format: date-time */
      createdAt: string;
      property: components['schemas']['PropertyCardResponseDto'];
    };
    CreateBookmarkDto: {
      notes?: string | null;
      /** @example Shortlist */
      bookmarkFolder?: string | null;
      notifyPriceChange?: boolean;
      notifyStatusChange?: boolean;
      notifyAvailability?: boolean;
      propertyId: string;
    };
    ToggleBookmarkDto: {
      propertyId: string;
    };
    BookmarkToggleResponseDto: {
      /** @description Saved after the toggle */
      bookmarked: boolean;
      /** @description The new bookmark when saved */
      bookmark?: components['schemas']['BookmarkResponseDto'];
    };
    UpdateBookmarkDto: {
      notes?: string | null;
      /** @example Shortlist */
      bookmarkFolder?: string | null;
      notifyPriceChange?: boolean;
      notifyStatusChange?: boolean;
      notifyAvailability?: boolean;
    };
    UploadedPhotoDto: {
      url: string;
      thumbnailUrl: string;
      width: number;
      height: number;
      variants: components['schemas']['PhotoVariantDto'][];
    };
    UploadedPanoramaDto: {
      /** @example /uploads/properties/9f1c…-panorama.jpg */
      url: string;
      /** @example 4096 */
      width: number;
      /** @example 2048 */
      height: number;
    };
    ImageUrlDto: {
      /** @example https://example.com/photos/living-room.jpg */
      url: string;
    };
    ListingWithRentDto: {
      /** Format: uuid */
      id: string;
      title: string;
      location: string;
      /** @description Monthly rent, whole naira */
      price: number;
    };
    ViewingResponseDto: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
      /** @enum {string} */
      viewingType: 'virtual' | 'physical';
      /** @example 2026-12-01 */
      viewingDate: string;
      /** @example 10:30 */
      viewingTime: string;
      /** Format: date-time */
      startsAt: string;
      /** Format: uuid */
      tenantId: string | null;
      tenantName: string;
      tenantEmail: string;
      tenantPhone: string | null;
      message: string | null;
      /** @description A virtual viewing’s video-call link: always for its landlord; for the tenant from 30 minutes before the start */
      videoLink: string | null;
      /** @description The landlord has added a video-call link */
      hasVideoLink: boolean;
      /** @enum {string} */
      requestedBy: 'tenant' | 'landlord';
      property: components['schemas']['ListingWithRentDto'];
      /** @description The caller may confirm it now */
      canConfirm: boolean;
      /** @description The caller may cancel it now */
      canCancel: boolean;
      /** @description The caller (its landlord) may add or change the video-call link now */
      canEditVideoLink: boolean;
      /** @description Add to calendar (a confirmed viewing; null otherwise): the Google Calendar link. The .ics is GET /api/viewings/{id}/invite.ics */
      googleCalendarUrl: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CreateViewingDto: {
      /** Format: uuid */
      propertyId: string;
      /**
       * Format: date
       * @description YYYY-MM-DD, West Africa Time: today to 90 days ahead
       * @example 2026-12-01
       */
      viewingDate: string;
      /**
       * @description A slot every 30 minutes, 09:00 to 18:30 (WAT)
       * @example 10:30
       */
      viewingTime: string;
      /** @enum {string} */
      viewingType: 'virtual' | 'physical';
      /** @description Landlords: the tenant’s full name */
      tenantName?: string;
      /** @description Landlords: where the invite is sent */
      tenantEmail?: string;
      /** @description Landlords: the tenant’s phone */
      tenantPhone?: string;
      /** @description Landlords, virtual viewings: the video-call link (https; Google Meet, Zoom, WhatsApp or another). Required to confirm a virtual viewing */
      videoLink?: string;
      /** @description Landlords: a message for the tenant */
      notes?: string;
      /** @description Tenants: a message for the landlord */
      message?: string;
    };
    UpdateViewingDto: {
      /**
       * @description The video-call link (https; Google Meet, Zoom, WhatsApp or another)
       * @example https://meet.google.com/abc-defg-hij
       */
      videoLink: string;
    };
    AdminViewingPropertyDto: {
      /** Format: uuid */
      id: string;
      title: string;
      location: string;
      /** @description Monthly rent, whole naira */
      price: number;
      city: string;
    };
    ViewingLandlordDto: {
      /** Format: uuid */
      id: string;
      name: string;
      email: string;
    };
    AdminViewingResponseDto: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
      /** @enum {string} */
      viewingType: 'virtual' | 'physical';
      /** @example 2026-12-01 */
      viewingDate: string;
      /** @example 10:30 */
      viewingTime: string;
      /** Format: date-time */
      startsAt: string;
      /** Format: uuid */
      tenantId: string | null;
      tenantName: string;
      tenantEmail: string;
      tenantPhone: string | null;
      message: string | null;
      /** @description A virtual viewing’s video-call link: always for its landlord; for the tenant from 30 minutes before the start */
      videoLink: string | null;
      /** @description The landlord has added a video-call link */
      hasVideoLink: boolean;
      /** @enum {string} */
      requestedBy: 'tenant' | 'landlord';
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      property: components['schemas']['AdminViewingPropertyDto'];
      landlord: components['schemas']['ViewingLandlordDto'] | null;
      /** Format: date-time */
      reminderSentAt: string | null;
    };
    SavedSearchResponseDto: {
      /** Format: uuid */
      id: string;
      name: string;
      /**
       * @example {
       *       "city": "Lagos",
       *       "maxPrice": "500000",
       *       "bedrooms": "2"
       *     }
       */
      filters: {
        query?: string;
        location?: string;
        city?: string;
        state?: string;
        type?: string;
        minPrice?: string;
        maxPrice?: string;
        bedrooms?: string;
        bathrooms?: string;
        amenities?: string;
        powerSupply?: string;
        maxServiceCharge?: string;
        status?: string;
        bbox?: string;
        near?: string;
        radiusKm?: string;
        sortBy?: string;
      };
      /** @enum {string} */
      frequency: 'instant' | 'daily';
      alertsEnabled: boolean;
      /** Format: date-time */
      lastDigestAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    CreateSavedSearchDto: {
      /** @example 2-bed flats in Lagos under ₦500k */
      name: string;
      /**
       * @description The /properties query parameters
       * @example {
       *       "city": "Lagos",
       *       "maxPrice": "500000",
       *       "bedrooms": "2"
       *     }
       */
      filters: {
        query?: string;
        location?: string;
        city?: string;
        state?: string;
        type?: string;
        minPrice?: string;
        maxPrice?: string;
        bedrooms?: string;
        bathrooms?: string;
        amenities?: string;
        powerSupply?: string;
        maxServiceCharge?: string;
        status?: string;
        bbox?: string;
        near?: string;
        radiusKm?: string;
        sortBy?: string;
      };
      /**
       * @default daily
       * @enum {string}
       */
      frequency?: 'instant' | 'daily';
    };
    UpdateSavedSearchDto: {
      name?: string;
      /** @enum {string} */
      frequency?: 'instant' | 'daily';
      /** @description Emails and notifications for new matches */
      alertsEnabled?: boolean;
    };
    UnsubscribeSavedSearchDto: {
      /** @description The token of the email’s unsubscribe link */
      token: string;
    };
    UnsubscribedDto: {
      /** @description The search whose alerts are now off */
      name: string;
    };
    DraftResponseDto: {
      /** @enum {string} */
      kind: 'listing' | 'booking' | 'kyc';
      /** @description The listing the draft is for; '' for none */
      key: string;
      /** @description The step, from 0 */
      step: number;
      data: {
        [key: string]: unknown;
      };
      /** Format: date-time */
      updatedAt: string;
    };
    SaveDraftDto: {
      /** @description The step, from 0 */
      step: number;
      /**
       * @description The values typed so far (at most 32 KB as JSON; no passwords, card details or identity numbers)
       * @example {
       *       "title": "2-bed flat in Yaba",
       *       "bedrooms": 2
       *     }
       */
      data: {
        [key: string]: unknown;
      };
    };
    TextPreferencesResponseDto: {
      /** @example +2348031234567 */
      phone: string | null;
      phoneVerified: boolean;
      /** Format: date-time */
      phoneVerifiedAt: string | null;
      /** @description Texts by SMS */
      sms: boolean;
      /** @description Texts by WhatsApp */
      whatsapp: boolean;
    };
    UpdateTextChannelsDto: {
      sms?: boolean;
      whatsapp?: boolean;
    };
    StartPhoneVerificationDto: {
      /**
       * @description The number to verify; the profile's phone when left out
       * @example 08031234567
       */
      phone?: string;
      /**
       * @default sms
       * @enum {string}
       */
      channel?: 'sms' | 'whatsapp';
    };
    PhoneCodeSentDto: {
      /** @example +2348031234567 */
      phone: string;
      /** Format: date-time */
      expiresAt: string;
    };
    ConfirmPhoneDto: {
      /** @example 042917 */
      code: string;
    };
    TextMessageResponseDto: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      channel: 'sms' | 'whatsapp';
      /** @example +2348031234567 */
      to: string;
      /** @description The text, with verification codes redacted */
      body: string;
      /** Format: date-time */
      createdAt: string;
    };
    StartConversationDto: {
      /**
       * Format: uuid
       * @description The listing the conversation is about
       */
      propertyId: string;
      /** @description The first message, 1 to 4000 characters once trimmed */
      message: string;
      /**
       * Format: uuid
       * @description Landlords only: the tenant to write to. Allowed when that tenant already has a conversation (or an application) about this listing.
       */
      tenantId?: string;
    };
    ConversationPropertyDto: {
      /** Format: uuid */
      id: string;
      title: string;
      location: string;
      image: components['schemas']['PropertyImageDto'] | null;
    };
    ConversationPartyResponseDto: {
      /** Format: uuid */
      id: string;
      name: string;
      email: string;
      /** @enum {string} */
      role: 'tenant' | 'landlord';
    };
    ConversationResponseDto: {
      /** Format: uuid */
      id: string;
      property: components['schemas']['ConversationPropertyDto'];
      /** Format: uuid */
      tenantId: string;
      /** Format: uuid */
      landlordId: string;
      otherParty: components['schemas']['ConversationPartyResponseDto'];
      /** Format: date-time */
      lastMessageAt: string;
      /** @description The first 100 characters of the last message */
      lastMessagePreview: string;
      /** @description Whether the signed-in user sent the last message */
      lastMessageMine: boolean;
      /** @description Messages from the other party not read yet */
      unreadCount: number;
      /** Format: date-time */
      createdAt: string;
    };
    ConversationsResponseDto: {
      data: components['schemas']['ConversationResponseDto'][];
      pagination: components['schemas']['PaginationDto'];
      /** @description Unread messages in all of the user’s conversations */
      unreadTotal: number;
    };
    UnreadCountResponseDto: {
      /** @description Unread messages in all of the user’s conversations */
      unreadCount: number;
    };
    ConversationMessageDto: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      conversationId: string;
      /** Format: uuid */
      senderId: string;
      content: string;
      /** @enum {string} */
      type: 'text';
      /** Format: date-time */
      readAt: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    ConversationMessagesPageDto: {
      /** @description In time order, oldest first */
      data: components['schemas']['ConversationMessageDto'][];
      /** @description Whether older messages exist (ask with `before`) */
      hasMore: boolean;
    };
    SendMessageDto: {
      /** @description The message, 1 to 4000 characters once trimmed */
      content: string;
    };
    ConversationReadResponseDto: {
      /** Format: uuid */
      conversationId: string;
      /** Format: uuid */
      readerId: string;
      /** Format: date-time */
      readAt: string;
      /** @description The messages marked read now */
      messageIds: string[];
    };
    ReportConversationDto: {
      /** @description Why, 1 to 1000 characters */
      reason: string;
    };
    ConversationReportResponseDto: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      conversationId: string;
      reason: string;
      /** @enum {string} */
      status: 'open' | 'handled';
      /** Format: date-time */
      createdAt: string;
    };
    AdminConversationReportDto: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      conversationId: string;
      reason: string;
      /** @enum {string} */
      status: 'open' | 'handled';
      /** Format: date-time */
      createdAt: string;
      reporter: components['schemas']['ConversationPartyResponseDto'];
      property: components['schemas']['ConversationPropertyDto'];
      tenant: components['schemas']['ConversationPartyResponseDto'];
      landlord: components['schemas']['ConversationPartyResponseDto'];
      note: string | null;
      /** Format: uuid */
      handledById: string | null;
      /** Format: date-time */
      handledAt: string | null;
      /** Format: date-time */
      updatedAt: string;
    };
    AdminConversationReportDetailDto: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      conversationId: string;
      reason: string;
      /** @enum {string} */
      status: 'open' | 'handled';
      /** Format: date-time */
      createdAt: string;
      reporter: components['schemas']['ConversationPartyResponseDto'];
      property: components['schemas']['ConversationPropertyDto'];
      tenant: components['schemas']['ConversationPartyResponseDto'];
      landlord: components['schemas']['ConversationPartyResponseDto'];
      note: string | null;
      /** Format: uuid */
      handledById: string | null;
      /** Format: date-time */
      handledAt: string | null;
      /** Format: date-time */
      updatedAt: string;
      /** @description Every message, oldest first */
      messages: components['schemas']['ConversationMessageDto'][];
    };
    AdminUpdateReportDto: {
      /** @enum {string} */
      status: 'open' | 'handled';
      /** @description What staff did about it */
      note?: string | null;
    };
    CreateApplicationDto: {
      /** Format: uuid */
      propertyId: string;
      /** @example Chioma */
      firstName: string;
      /** @example Eze */
      lastName: string;
      /** @example chioma@example.com */
      email: string;
      /** @example 08031234567 */
      phone: string;
      /**
       * Format: date
       * @description YYYY-MM-DD; the applicant must be at least 18
       * @example 1994-05-21
       */
      dateOfBirth: string;
      /** @example Software engineer */
      occupation: string;
      /** @example Andela */
      employer: string;
      /**
       * @description Whole naira
       * @example 650000
       */
      monthlyIncome: number;
      /** @example 12345678901 */
      ninNumber: string;
      /** @example Tunde Bakare */
      referenceName: string;
      /** @example 08023456789 */
      referencePhone: string;
      /** @example tunde@example.com */
      referenceEmail: string;
      /** @enum {string} */
      referenceRelationship: 'family' | 'friend' | 'colleague' | 'employer' | 'other';
      /** @example Ngozi Eze */
      guarantorName: string;
      /** @example 08098765432 */
      guarantorPhone: string;
      /** @example ngozi@example.com */
      guarantorEmail: string;
      /** @enum {string} */
      guarantorRelationship: 'family' | 'friend' | 'colleague' | 'employer' | 'other';
      /** @example Civil servant */
      guarantorOccupation: string;
      /** @example Lagos State Government */
      guarantorEmployer: string;
      /** @example 10987654321 */
      guarantorNinNumber: string;
    };
    ListingSummaryDto: {
      /** Format: uuid */
      id: string;
      title: string;
      location: string;
      city: string;
      /** @description Monthly rent, whole naira */
      price: number;
      /** @enum {string} */
      status: 'available' | 'under_contract' | 'rented' | 'inactive';
      image: components['schemas']['PropertyImageDto'] | null;
    };
    MoveInItemDto: {
      /** @enum {string} */
      key: 'rent' | 'serviceCharge' | 'securityDeposit' | 'agencyFee' | 'legalFee';
      /** @example First month's rent */
      label: string;
      /** @example 450000 */
      amount: number;
      /** @description Paid back at the end of the tenancy, less deductions */
      refundable: boolean;
    };
    MoveInCostDto: {
      items: components['schemas']['MoveInItemDto'][];
      /**
       * @description Paid now, whole naira
       * @example 950000
       */
      total: number;
      /**
       * @description Rent plus service charge, every month after
       * @example 470000
       */
      monthly: number;
    };
    ListingFeesDto: {
      /**
       * @description Monthly rent
       * @example 450000
       */
      price: number;
      /**
       * @description Months of rent paid before moving in
       * @example 12
       */
      rentAdvanceMonths: number;
      /**
       * @description Caution deposit, refundable
       * @example 450000
       */
      securityDeposit: number;
      /**
       * @description Service charge per month
       * @example 20000
       */
      serviceCharge: number;
      /** @example 0 */
      agencyFee: number;
      /** @example 0 */
      legalFee: number;
    };
    ApplicationResponseDto: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      propertyId: string;
      /** Format: uuid */
      tenantId: string;
      /** Format: uuid */
      landlordId: string;
      /** @enum {string} */
      status: 'pending' | 'under_review' | 'approved' | 'rejected' | 'lapsed';
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
      /** @example 1994-05-21 */
      dateOfBirth: string;
      occupation: string;
      employer: string;
      /** @description Whole naira */
      monthlyIncome: number;
      /** @description Whole for the tenant and staff; '*******1234' for the landlord */
      ninNumber: string;
      /** @description True when the NINs are masked to their last four digits */
      ninMasked: boolean;
      referenceName: string;
      referencePhone: string;
      referenceEmail: string;
      /** @enum {string} */
      referenceRelationship: 'family' | 'friend' | 'colleague' | 'employer' | 'other';
      guarantorName: string;
      guarantorPhone: string;
      guarantorEmail: string;
      /** @enum {string} */
      guarantorRelationship: 'family' | 'friend' | 'colleague' | 'employer' | 'other';
      guarantorOccupation: string;
      guarantorEmployer: string;
      guarantorNinNumber: string;
      /**
       * @description The guarantor's answer to the emailed link
       * @enum {string}
       */
      guarantorStatus: 'pending' | 'confirmed' | 'declined';
      /** Format: date-time */
      guarantorRespondedAt: string | null;
      /** Format: date-time */
      guarantorLinkExpiresAt: string | null;
      applicationFeePaid: boolean;
      depositPaid: boolean;
      paymentReference: string | null;
      /**
       * Format: date-time
       * @description While approved and unpaid: when the offer lapses (the home goes back on the market unless paid by then)
       */
      offerExpiresAt: string | null;
      /** Format: date-time */
      reviewedAt: string | null;
      /** @description What the reviewer told the tenant */
      reviewNote: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      property: components['schemas']['ListingSummaryDto'] | null;
      /** @description What moving in costs, frozen when the tenant applied: the amount the payment charges */
      moveIn: components['schemas']['MoveInCostDto'];
      /** @description The money agreed when the tenant applied */
      fees: components['schemas']['ListingFeesDto'];
    };
    ApplicationCountsDto: {
      all: number;
      pending: number;
      under_review: number;
      approved: number;
      rejected: number;
      lapsed: number;
    };
    ApplicationListResponseDto: {
      data: components['schemas']['ApplicationResponseDto'][];
      /** @description Per status, before the status filter */
      counts: components['schemas']['ApplicationCountsDto'];
      /**
       * @description Hours an approved applicant has to pay before the offer lapses
       * @example 72
       */
      offerHours: number;
    };
    ApplicantNinDto: {
      /** @enum {string} */
      outcome:
        | 'pending'
        | 'match'
        | 'partial'
        | 'mismatch'
        | 'not_found'
        | 'unreadable'
        | 'error'
        | 'not_checked';
      /** @example Matches the registry */
      label: string;
      /**
       * @description The verified NIN masked to its last digits
       * @example *******8901
       */
      masked: string | null;
      /** @description Whether the NIN on the application is the one verified */
      sameAsApplication: boolean | null;
    };
    ApplicantIdentityDto: {
      /** @enum {string} */
      kycStatus: 'not_submitted' | 'pending' | 'approved' | 'rejected';
      /**
       * @description The name on the approved identity verification
       * @example Amaka Nwosu
       */
      verifiedName: string | null;
      nin: components['schemas']['ApplicantNinDto'];
    };
    ApplicantMoneyDto: {
      /**
       * @description Whole naira
       * @example 1440000
       */
      monthlyIncome: number;
      /**
       * @description The monthly rent agreed on the application
       * @example 450000
       */
      monthlyRent: number;
      /**
       * @description Income divided by rent, to one decimal
       * @example 3.2
       */
      ratio: number | null;
      /** @example Income is 3.2× the monthly rent */
      reading: string;
    };
    TenancyCountsDto: {
      awaiting_signatures: number;
      awaiting_move_in: number;
      active: number;
      ended: number;
      cancelled: number;
      disputed: number;
    };
    RenterHistoryDto: {
      /**
       * Format: date-time
       * @description When the applicant's account was opened
       */
      memberSince: string;
      /** @example 412 */
      accountAgeDays: number;
      /** @description Their tenancies on the platform by state */
      tenancies: components['schemas']['TenancyCountsDto'];
      completedPayments: number;
      /** @description Problems they reported on their tenancies */
      disputesRaised: number;
      /** @description Caution deposits returned to them in full at a tenancy’s end */
      depositsReturnedInFull: number;
      /** @description Caution deposits returned to them less deductions */
      depositsReturnedInPart: number;
      /** @description Months of monthly rent paid by their due date */
      rentMonthsOnTime: number;
      /** @description Months of monthly rent paid after their due date, or still unpaid past it */
      rentMonthsLate: number;
    };
    SharedIdentityDto: {
      /** @enum {string} */
      kycStatus: 'not_submitted' | 'pending' | 'approved' | 'rejected';
      verifiedName: string | null;
    };
    SharedWorkDto: {
      occupation: string;
      employer: string;
      monthlyIncome: number | null;
    };
    SharedReferenceDto: {
      name: string;
      /** @enum {string} */
      relationship: 'family' | 'friend' | 'colleague' | 'employer' | 'other' | '';
    };
    SharedGuarantorDto: {
      name: string;
      /** @enum {string} */
      relationship: 'family' | 'friend' | 'colleague' | 'employer' | 'other' | '';
      occupation: string;
      employer: string;
    };
    TenantReviewResponseDto: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      tenancyId: string;
      rentOnTime: number;
      careOfHome: number;
      communication: number;
      wouldLetAgain: boolean;
      text: string;
      landlordName: string;
      propertyTitle: string;
      /** Format: date-time */
      createdAt: string;
    };
    SharedProfileResponseDto: {
      name: string;
      /** Format: date-time */
      memberSince: string;
      about: string | null;
      sections: ('identity' | 'work' | 'reference' | 'guarantor' | 'rentRecord')[];
      identity?: components['schemas']['SharedIdentityDto'];
      work?: components['schemas']['SharedWorkDto'];
      reference?: components['schemas']['SharedReferenceDto'];
      guarantor?: components['schemas']['SharedGuarantorDto'];
      /** @description The rent record, computed by the platform: counts, or counts by kind (tenancies by state) */
      rentRecord?: {
        [key: string]: unknown;
      };
      /** @description Only in an applicant file, only with the tenant’s consent */
      landlordReviews?: components['schemas']['TenantReviewResponseDto'][];
      /** Format: date-time */
      expiresAt?: string;
    };
    ApplicantFileResponseDto: {
      /** @description The application, NINs masked */
      application: components['schemas']['ApplicationResponseDto'];
      identity: components['schemas']['ApplicantIdentityDto'];
      money: components['schemas']['ApplicantMoneyDto'];
      history: components['schemas']['RenterHistoryDto'];
      /**
       * @description Hours the applicant will have to pay if approved now
       * @example 72
       */
      offerHours: number;
      /** @description What the applicant chose to show landlords from their renter profile; landlords’ reviews of them only with their consent */
      profile: components['schemas']['SharedProfileResponseDto'] | null;
    };
    ReviewApplicationDto: {
      /** @enum {string} */
      decision: 'under_review' | 'approved' | 'rejected';
      /** @description Told to the tenant */
      note?: string;
    };
    WithdrawApprovalDto: {
      /** @example We could not reach you to arrange payment, so we are offering the home to others. */
      reason: string;
    };
    GuarantorPropertyDto: {
      title: string;
      location: string;
      city: string;
      /** @description Monthly rent, whole naira */
      price: number;
    };
    GuarantorRequestResponseDto: {
      /** @example Chioma Eze */
      applicantName: string;
      /** @enum {string} */
      relationship: 'family' | 'friend' | 'colleague' | 'employer' | 'other';
      /** @enum {string} */
      status: 'pending' | 'confirmed' | 'declined';
      /** Format: date-time */
      expiresAt: string;
      property: components['schemas']['GuarantorPropertyDto'];
      /** @description Whole naira paid to move in */
      moveInTotal: number;
      /** @description Rent plus service charge each month */
      monthly: number;
      commitments: string[];
    };
    GuarantorAnswerDto: {
      /** @enum {string} */
      decision: 'confirm' | 'decline';
      /**
       * @description Your full name, as the applicant gave it
       * @example Ngozi Eze
       */
      fullName: string;
    };
    GuarantorAnswerResponseDto: {
      /** @enum {string} */
      status: 'pending' | 'confirmed' | 'declined';
      /** Format: date-time */
      respondedAt: string;
      message: string;
    };
    AdminApproveApplicationDto: {
      note?: string;
    };
    AdminRejectApplicationDto: {
      /** @example The guarantor declined to stand for this application. */
      reason: string;
    };
    ReleaseListingDto: {
      /** @example Approved in March, never paid; the tenant confirmed by phone they will not take it. */
      reason: string;
    };
    ListingReleaseResponseDto: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      status: 'available';
      /** @description Approvals waiting for payment that were withdrawn */
      offersEnded: number;
    };
    InitializePaymentDto: {
      /**
       * Format: uuid
       * @description The application to pay for (yours)
       */
      applicationId: string;
    };
    PaymentInitializeResponseDto: {
      /** Format: uuid */
      paymentId: string;
      reference: string;
      /** @description Checkout page to redirect to when the inline popup cannot open */
      authorizationUrl: string;
      accessCode: string;
      /** @description Paystack public key; null in the sandbox */
      publicKey: string | null;
      /** @description Whole naira charged */
      amount: number;
      email: string;
      breakdown: components['schemas']['MoveInItemDto'][];
    };
    WebhookAckDto: {
      /** @example true */
      received: boolean;
    };
    PaymentPropertyDto: {
      /** Format: uuid */
      id: string;
      title: string;
      location: string;
    };
    PersonDto: {
      /** Format: uuid */
      id: string;
      name: string;
      email: string;
    };
    RefundResponseDto: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      paymentId: string;
      /** @description Whole naira */
      amount: number;
      /** @enum {string} */
      reason:
        | 'property_unavailable'
        | 'misrepresentation'
        | 'technical_error'
        | 'duplicate_payment'
        | 'cancelled_within_24_hours'
        | 'application_not_successful'
        | 'landlord_did_not_countersign'
        | 'deposit_returned';
      reasonLabel: string;
      details: string | null;
      /** @enum {string} */
      status:
        | 'requested'
        | 'approved'
        | 'processing'
        | 'needs_attention'
        | 'processed'
        | 'denied'
        | 'failed'
        | 'superseded';
      /** @description Made by us (the application was not successful), not asked for */
      automatic: boolean;
      /** @description Why staff declined it */
      decisionReason: string | null;
      /** Format: date-time */
      decidedAt: string | null;
      /** Format: date-time */
      processedAt: string | null;
      /** @description The gateway's last word on it: pending, processing, needs-attention, processed… */
      gatewayStatus: string | null;
      /**
       * Format: date-time
       * @description When the gateway asked for the customer's bank account
       */
      attentionAt: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    PaymentVerifyResponseDto: {
      /** Format: uuid */
      id: string;
      /** @example RN-MI3K2J-8F2A9C4D1E0B */
      reference: string;
      /**
       * @description Whole naira
       * @example 950000
       */
      amount: number;
      /** @enum {string} */
      currency: 'NGN';
      /** @description What the amount is made of */
      breakdown: components['schemas']['MoveInItemDto'][];
      /** @enum {string} */
      paymentType: 'move_in' | 'rent';
      /** @enum {string} */
      status: 'pending' | 'completed' | 'failed' | 'cancelled' | 'refunded';
      /** @example card */
      paymentMethod: string | null;
      /** Format: date-time */
      paymentDate: string | null;
      description: string;
      /** Format: uuid */
      applicationId: string;
      /** Format: uuid */
      propertyId: string;
      property: components['schemas']['PaymentPropertyDto'] | null;
      /** @description The payer */
      tenant: components['schemas']['PersonDto'] | null;
      refund: components['schemas']['RefundResponseDto'] | null;
      /** @description Whether GET /api/payments/{id}/refund-receipt.pdf answers: a refund of it reached the tenant */
      refundReceiptAvailable: boolean;
      /** Format: date-time */
      createdAt: string;
      /** @description The gateway's word (success, failed, abandoned, ongoing…); null if it could not be asked */
      gatewayStatus: string | null;
    };
    PaymentResponseDto: {
      /** Format: uuid */
      id: string;
      /** @example RN-MI3K2J-8F2A9C4D1E0B */
      reference: string;
      /**
       * @description Whole naira
       * @example 950000
       */
      amount: number;
      /** @enum {string} */
      currency: 'NGN';
      /** @description What the amount is made of */
      breakdown: components['schemas']['MoveInItemDto'][];
      /** @enum {string} */
      paymentType: 'move_in' | 'rent';
      /** @enum {string} */
      status: 'pending' | 'completed' | 'failed' | 'cancelled' | 'refunded';
      /** @example card */
      paymentMethod: string | null;
      /** Format: date-time */
      paymentDate: string | null;
      description: string;
      /** Format: uuid */
      applicationId: string;
      /** Format: uuid */
      propertyId: string;
      property: components['schemas']['PaymentPropertyDto'] | null;
      /** @description The payer */
      tenant: components['schemas']['PersonDto'] | null;
      refund: components['schemas']['RefundResponseDto'] | null;
      /** @description Whether GET /api/payments/{id}/refund-receipt.pdf answers: a refund of it reached the tenant */
      refundReceiptAvailable: boolean;
      /** Format: date-time */
      createdAt: string;
    };
    PaymentSummaryDto: {
      totalPayments: number;
      completed: number;
      pending: number;
      /** @description Sum of completed payments in the filtered view, whole naira */
      totalAmount: number;
    };
    PaymentListResponseDto: {
      data: components['schemas']['PaymentResponseDto'][];
      summary: components['schemas']['PaymentSummaryDto'];
    };
    RequestRefundDto: {
      /**
       * @description One of the eligible cases of the refund policy
       * @enum {string}
       */
      reason:
        | 'property_unavailable'
        | 'misrepresentation'
        | 'technical_error'
        | 'duplicate_payment'
        | 'cancelled_within_24_hours';
      details?: string;
    };
    FlagCheckerDto: {
      /** Format: uuid */
      id: string;
      name: string;
    };
    FlagCheckDto: {
      /** Format: date-time */
      checkedAt: string;
      /** @description null once the account is gone */
      checkedBy: components['schemas']['FlagCheckerDto'] | null;
      /** @description What staff found */
      note: string;
    };
    PaymentDisputeResponseDto: {
      /** @description The gateway's id of the dispute */
      id: string;
      /**
       * @description awaiting-merchant-feedback, awaiting-bank-feedback, pending or resolved
       * @example awaiting-merchant-feedback
       */
      status: string;
      /** @example chargeback */
      category: string | null;
      /** @description Whole naira disputed */
      amount: number | null;
      /**
       * Format: date-time
       * @description When our answer is due
       */
      dueAt: string | null;
      /** Format: date-time */
      openedAt: string;
      /** @description merchant-accepted or auto-accepted (the payer got the money back), declined (we keep it) */
      resolution: string | null;
      /** Format: date-time */
      resolvedAt: string | null;
    };
    AdminPaymentResponseDto: {
      /** Format: uuid */
      id: string;
      /** @example RN-MI3K2J-8F2A9C4D1E0B */
      reference: string;
      /**
       * @description Whole naira
       * @example 950000
       */
      amount: number;
      /** @enum {string} */
      currency: 'NGN';
      /** @description What the amount is made of */
      breakdown: components['schemas']['MoveInItemDto'][];
      /** @enum {string} */
      paymentType: 'move_in' | 'rent';
      /** @enum {string} */
      status: 'pending' | 'completed' | 'failed' | 'cancelled' | 'refunded';
      /** @example card */
      paymentMethod: string | null;
      /** Format: date-time */
      paymentDate: string | null;
      description: string;
      /** Format: uuid */
      applicationId: string;
      /** Format: uuid */
      propertyId: string;
      property: components['schemas']['PaymentPropertyDto'] | null;
      /** @description The payer */
      tenant: components['schemas']['PersonDto'] | null;
      refund: components['schemas']['RefundResponseDto'] | null;
      /** @description Whether GET /api/payments/{id}/refund-receipt.pdf answers: a refund of it reached the tenant */
      refundReceiptAvailable: boolean;
      /** Format: date-time */
      createdAt: string;
      landlord: components['schemas']['PersonDto'] | null;
      /** @description Why staff must look at it */
      flaggedReason: string | null;
      /** Format: date-time */
      flaggedAt: string | null;
      /** @description Staff check of a flagged payment; null until checked */
      flagCheck: components['schemas']['FlagCheckDto'] | null;
      /** @enum {string} */
      gateway: 'paystack' | 'sandbox';
      /** @description The gateway's last word on the transaction */
      gatewayResponse: {
        [key: string]: unknown;
      } | null;
      /** @enum {string|null} */
      applicationStatus: 'pending' | 'under_review' | 'approved' | 'rejected' | 'lapsed' | null;
      /** @description The latest chargeback on the payment */
      dispute: components['schemas']['PaymentDisputeResponseDto'] | null;
      /** @description Nothing of this money may be released to the landlord (an open or lost chargeback) */
      releaseFrozen: boolean;
    };
    CheckPaymentFlagDto: {
      /** @example Paystack shows ₦1,000 received, not ₦1,150,000: the tenant was told to pay again and this one is refunded. */
      note: string;
    };
    RetryRefundDto: {
      /**
       * @description The tenant’s 10-digit account number
       * @example 0123456789
       */
      accountNumber: string;
      /**
       * @description The bank’s id in the payment processor’s list
       * @example 9
       */
      bankId: string;
    };
    RefundPaymentDto: {
      /** Format: uuid */
      id: string;
      reference: string;
      amount: number;
      /** @enum {string} */
      status: 'pending' | 'completed' | 'failed' | 'cancelled' | 'refunded';
    };
    RefundPropertyDto: {
      /** Format: uuid */
      id: string;
      title: string;
    };
    AdminRefundResponseDto: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      paymentId: string;
      /** @description Whole naira */
      amount: number;
      /** @enum {string} */
      reason:
        | 'property_unavailable'
        | 'misrepresentation'
        | 'technical_error'
        | 'duplicate_payment'
        | 'cancelled_within_24_hours'
        | 'application_not_successful'
        | 'landlord_did_not_countersign'
        | 'deposit_returned';
      reasonLabel: string;
      details: string | null;
      /** @enum {string} */
      status:
        | 'requested'
        | 'approved'
        | 'processing'
        | 'needs_attention'
        | 'processed'
        | 'denied'
        | 'failed'
        | 'superseded';
      /** @description Made by us (the application was not successful), not asked for */
      automatic: boolean;
      /** @description Why staff declined it */
      decisionReason: string | null;
      /** Format: date-time */
      decidedAt: string | null;
      /** Format: date-time */
      processedAt: string | null;
      /** @description The gateway's last word on it: pending, processing, needs-attention, processed… */
      gatewayStatus: string | null;
      /**
       * Format: date-time
       * @description When the gateway asked for the customer's bank account
       */
      attentionAt: string | null;
      /** Format: date-time */
      createdAt: string;
      payment: components['schemas']['RefundPaymentDto'];
      tenant: components['schemas']['PersonDto'] | null;
      property: components['schemas']['RefundPropertyDto'] | null;
    };
    DenyRefundDto: {
      /** @example The listing matched the photos at the viewing; this is not a case our policy covers. */
      reason: string;
    };
    TenancyPropertyDto: {
      /** Format: uuid */
      id: string;
      title: string;
      location: string;
      city: string;
    };
    TenancyPartyResponseDto: {
      /** Format: uuid */
      id: string;
      name: string;
      email: string;
    };
    TenancySignatureResponseDto: {
      /** @enum {string} */
      party: 'tenant' | 'landlord';
      /** @description The full name typed, as on the verified identity */
      name: string;
      /** Format: date-time */
      signedAt: string;
    };
    TenancyNoticeResponseDto: {
      /** @enum {string} */
      givenBy: 'tenant' | 'landlord';
      /** Format: date-time */
      givenAt: string;
      reason: string | null;
      /**
       * Format: date
       * @description Today (WAT) plus the statutory notice, or the end date when sooner
       */
      moveOutDate: string;
      /**
       * Format: date-time
       * @description When the landlord confirmed the home goes back on the market from the move-out date
       */
      relistConfirmedAt: string | null;
    };
    TenancyRenewalResponseDto: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      state: 'open' | 'accepted' | 'declined';
      /**
       * @description Monthly rent for the new term, whole naira
       * @example 450000
       */
      rent: number;
      /** @example 12 */
      termMonths: number;
      /**
       * Format: date
       * @description The current end date (WAT)
       */
      startsOn: string;
      /**
       * Format: date
       * @description The end date once renewed (WAT)
       */
      endsOn: string;
      /** Format: date-time */
      offeredAt: string;
      /** Format: date-time */
      decidedAt: string | null;
    };
    TenancyDisputePhotoResponseDto: {
      /** Format: uuid */
      id: string;
      /**
       * @description Where the tenancy’s parties and staff read it (a download)
       * @example /api/tenancies/6f1c…/dispute/photos/2b7e…
       */
      url: string;
      /** @example kitchen.jpg */
      fileName: string;
      /** @enum {string} */
      mimeType: 'image/jpeg' | 'image/png';
      /** @description Bytes */
      size: number;
    };
    TenancyDisputeSummaryResponseDto: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      state: 'open' | 'decided';
      /** @description What the tenant says is wrong */
      tenantWords: string;
      tenantPhotos: components['schemas']['TenancyDisputePhotoResponseDto'][];
      /** @description The landlord’s answer */
      landlordWords: string | null;
      landlordPhotos: components['schemas']['TenancyDisputePhotoResponseDto'][];
      /** Format: date-time */
      landlordRespondedAt: string | null;
      /** @enum {string|null} */
      decision: 'refund_full' | 'refund_partial' | 'release' | null;
      /** @description Whole naira refunded to the tenant */
      refundAmount: number | null;
      decisionReason: string | null;
      /** Format: date-time */
      decidedAt: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    TenancyResponseDto: {
      /** Format: uuid */
      id: string;
      /**
       * @description How people quote the tenancy
       * @example TN-3F2A9C1B
       */
      reference: string;
      /** @enum {string} */
      state:
        'awaiting_signatures' | 'awaiting_move_in' | 'active' | 'ended' | 'cancelled' | 'disputed';
      /** Format: uuid */
      applicationId: string;
      /**
       * Format: uuid
       * @description The move-in payment
       */
      paymentId: string;
      property: components['schemas']['TenancyPropertyDto'];
      tenant: components['schemas']['TenancyPartyResponseDto'];
      landlord: components['schemas']['TenancyPartyResponseDto'];
      /** @description The money agreed when the tenant applied */
      fees: components['schemas']['ListingFeesDto'];
      /** @description What the move-in payment took, itemised */
      moveIn: components['schemas']['MoveInCostDto'];
      /**
       * @description Months of rent paid in advance: the first term
       * @example 12
       */
      termMonths: number;
      /**
       * Format: date
       * @description First day the tenant may move in (WAT)
       */
      moveInEarliest: string;
      /**
       * Format: date
       * @description Last day the tenant may move in (WAT)
       */
      moveInLatest: string;
      /** Format: date */
      moveInDate: string | null;
      /**
       * Format: date
       * @description The move-in date plus the term
       */
      endDate: string | null;
      /**
       * Format: date-time
       * @description When the tenant confirmed they have the keys
       */
      handedOverAt: string | null;
      /**
       * Format: date-time
       * @description When the move-in rent and fees are released to the landlord unless the tenant reports a problem first
       */
      releaseDueAt: string | null;
      /**
       * Format: date-time
       * @description When the move-in rent and fees were released (the caution deposit stays held)
       */
      releasedAt: string | null;
      /** Format: date-time */
      cancelledAt: string | null;
      cancellationReason: string | null;
      /** @description The agreement's signatures */
      signatures: components['schemas']['TenancySignatureResponseDto'][];
      /** @description SHA-256 (hex) of the agreement signed, from its first signature */
      agreementSha256: string | null;
      /**
       * @description Who signs the agreement next; null once both signed
       * @enum {string|null}
       */
      dueToSign: 'tenant' | 'landlord' | null;
      /**
       * Format: date-time
       * @description When the landlord's time to countersign runs out (48 h after the tenant signed)
       */
      countersignDeadline: string | null;
      /** @description Notice to end the tenancy, once a party gave it */
      notice: components['schemas']['TenancyNoticeResponseDto'] | null;
      /** @description The renewal offer open, or else the last one decided */
      renewal: components['schemas']['TenancyRenewalResponseDto'] | null;
      /**
       * Format: date
       * @description When the landlord may first offer a renewal (60 days before the end date, WAT)
       */
      renewalOpensOn: string | null;
      /** Format: date-time */
      endedAt: string | null;
      /** @description The tenant’s report of a problem at move-in, the landlord’s answer, the decision */
      dispute: components['schemas']['TenancyDisputeSummaryResponseDto'] | null;
      /** @description Whether GET /api/tenancies/{id}/rent-receipt.pdf answers: the move-in rent is released to the landlord */
      rentReceiptAvailable: boolean;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    TenancyListResponseDto: {
      data: components['schemas']['TenancyResponseDto'][];
    };
    LedgerPayoutDto: {
      /** Format: uuid */
      id: string;
      reference: string;
      /** @enum {string} */
      state: 'pending' | 'processing' | 'paid' | 'failed' | 'reversed';
    };
    TenancyLedgerLineResponseDto: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      kind: 'charge' | 'hold' | 'release' | 'payout' | 'refund' | 'deduction';
      /**
       * Format: date-time
       * @description When the money moved
       */
      occurredAt: string;
      /**
       * @description The day it moved, in West Africa Time
       * @example 2026-11-22
       */
      date: string;
      description: string;
      /** @description Whole naira, positive */
      amount: number;
      /**
       * @description in: from the tenant; out: released, paid out, refunded or deducted
       * @enum {string}
       */
      direction: 'in' | 'out';
      /** @description What RentNaija holds for the tenancy after this line (held − released − refunded) */
      balance: number;
      /** @description The gateway's reference */
      reference: string | null;
      payout: components['schemas']['LedgerPayoutDto'] | null;
    };
    TenancyLedgerTotalsDto: {
      held: number;
      released: number;
      refunded: number;
      paidOut: number;
    };
    TenancyReceiptLinkResponseDto: {
      /** @enum {string} */
      kind: 'payment' | 'rent';
      /** @example Payment receipt */
      label: string;
      /**
       * @description The PDF
       * @example /api/payments/5b0c…/receipt.pdf
       */
      url: string;
    };
    TenancyLedgerResponseDto: {
      /** Format: uuid */
      tenancyId: string;
      /** @example TN-3F2A9C1B */
      reference: string;
      /** @description Oldest first */
      lines: components['schemas']['TenancyLedgerLineResponseDto'][];
      totals: components['schemas']['TenancyLedgerTotalsDto'];
      /** @description What RentNaija holds for the tenancy now */
      balance: number;
      receipts: components['schemas']['TenancyReceiptLinkResponseDto'][];
    };
    MoveInDateDto: {
      /**
       * Format: date
       * @description West Africa Time
       * @example 2026-12-01
       */
      moveInDate: string;
    };
    ProblemReportDto: {
      /** @example The kitchen has no running water and the bedroom door does not lock. */
      words: string;
    };
    SignAgreementDto: {
      /**
       * @description Your full name as it appears on your verified identity
       * @example Chioma Eze
       */
      fullName: string;
      /** @description You read the agreement and agree to sign it electronically */
      consent: boolean;
    };
    TenancyNoticeDto: {
      /** @example I am moving to Abuja for work. */
      reason?: string;
    };
    TenancyRenewalDto: {
      /**
       * @description Monthly rent for the new term, whole naira
       * @example 450000
       */
      rent: number;
      /**
       * @description Months, from 1 to the most rent a landlord may take in advance (12 by default)
       * @example 12
       */
      termMonths: number;
    };
    TenancyDisputeResponseDto: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      state: 'open' | 'decided';
      tenancy: components['schemas']['TenancyResponseDto'];
      /** @description What the tenant says is wrong */
      tenantWords: string;
      /** @description The tenant’s photos */
      tenantPhotos: components['schemas']['TenancyDisputePhotoResponseDto'][];
      /** @description The landlord’s answer */
      landlordWords: string | null;
      /** @description The landlord’s photos with the answer */
      landlordPhotos: components['schemas']['TenancyDisputePhotoResponseDto'][];
      /** Format: date-time */
      landlordRespondedAt: string | null;
      /** @enum {string|null} */
      decision: 'refund_full' | 'refund_partial' | 'release' | null;
      /** @description Whole naira refunded to the tenant */
      refundAmount: number | null;
      /** @description The move-in rent and fees held for the landlord (the caution deposit aside) */
      releasable: number;
      decidedByName: string | null;
      /** Format: date-time */
      decidedAt: string | null;
      decisionReason: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    RejectReasonDto: {
      /** @example The photo of your ID is too blurred to read; please upload a sharper one. */
      reason: string;
    };
    PartialRefundDto: {
      /** @example The photo of your ID is too blurred to read; please upload a sharper one. */
      reason: string;
      /**
       * @description Whole naira to give back to the tenant
       * @example 150000
       */
      amount: number;
    };
    DepositPhotoResponseDto: {
      /** Format: uuid */
      id: string;
      /**
       * @description Where the tenancy’s parties and staff read it (a download)
       * @example /api/tenancies/6f1c…/dispute/photos/2b7e…
       */
      url: string;
      /** @example kitchen.jpg */
      fileName: string;
      /** @enum {string} */
      mimeType: 'image/jpeg' | 'image/png';
      /** @description Bytes */
      size: number;
    };
    DepositRoomResponseDto: {
      /** @example Kitchen */
      name: string;
      /** @enum {string} */
      condition: 'good' | 'fair' | 'damaged';
      notes: string;
      photos: components['schemas']['DepositPhotoResponseDto'][];
    };
    DepositReportResponseDto: {
      /** @enum {string} */
      kind: 'check_in' | 'check_out';
      /** @description The tenant’s rooms */
      rooms: components['schemas']['DepositRoomResponseDto'][];
      /** @description What the landlord added */
      landlordRooms: components['schemas']['DepositRoomResponseDto'][];
      /** Format: date-time */
      tenantSignedAt: string | null;
      /** Format: date-time */
      landlordSignedAt: string | null;
      /**
       * Format: date-time
       * @description When it stood as the tenant wrote it, unsigned after its time
       */
      stoodAt: string | null;
      /** @description Both signed, or it stood: it no longer changes */
      final: boolean;
      /** Format: date-time */
      updatedAt: string;
    };
    DepositDeductionResponseDto: {
      /** Format: uuid */
      id: string;
      /** @description Whole naira */
      amount: number;
      reason: string;
      room: string | null;
      /** @description Evidence */
      photos: components['schemas']['DepositPhotoResponseDto'][];
      /** @enum {string} */
      state: 'proposed' | 'accepted' | 'disputed' | 'decided';
      /** @description Accepted because the tenant did not answer in time */
      acceptedBySilence: boolean;
      disputeReason: string | null;
      /** @description Whole naira staff kept for the landlord of a disputed deduction */
      awardedAmount: number | null;
      /** Format: date-time */
      respondBy: string;
      /** Format: date-time */
      respondedAt: string | null;
    };
    TenancyDepositResponseDto: {
      /** Format: uuid */
      tenancyId: string;
      /** @description The caution deposit, whole naira */
      amount: number;
      /** @enum {string} */
      state: 'held' | 'awaiting_tenant' | 'disputed' | 'returned_in_full' | 'returned_in_part';
      /** Format: date */
      checkInDueBy: string | null;
      /** Format: date */
      deductionsDueBy: string | null;
      checkIn: components['schemas']['DepositReportResponseDto'] | null;
      checkOut: components['schemas']['DepositReportResponseDto'] | null;
      deductions: components['schemas']['DepositDeductionResponseDto'][];
      /** @description Paid out to the landlord */
      landlordAmount: number | null;
      /** @description Refunded to the tenant */
      tenantAmount: number | null;
      /** Format: date-time */
      settledAt: string | null;
      decisionReason: string | null;
      /** @description What normal wear is: never deducted */
      normalWear: string;
    };
    DepositRoomDto: {
      /** @example Kitchen */
      name: string;
      /** @enum {string} */
      condition: 'good' | 'fair' | 'damaged';
      /** @example Small scratch on the worktop */
      notes?: string;
      photoIds?: string[];
    };
    DepositReportDto: {
      rooms: components['schemas']['DepositRoomDto'][];
    };
    DeductionDto: {
      /**
       * @description Whole naira
       * @example 45000
       */
      amount: number;
      /** @example Broken bathroom mirror (not in the check-in report) */
      reason: string;
      /** @example Bathroom */
      room?: string;
      photoIds?: string[];
    };
    ProposeDeductionsDto: {
      deductions: components['schemas']['DeductionDto'][];
    };
    DisputeDeductionDto: {
      /** @example The mirror was cracked at check-in: see the kitchen photo. */
      reason?: string;
    };
    AdminDepositDisputeResponseDto: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      tenancyId: string;
      /** @example TN-6F1C2A */
      reference: string;
      title: string;
      tenantName: string;
      landlordName: string;
      /** @enum {string} */
      state: 'disputed' | 'settled';
      /** @description The deposit, whole naira */
      amount: number;
      /** @description The deductions the tenant disputed, whole naira */
      disputedAmount: number;
      /** @description The deductions the tenant accepted, whole naira */
      acceptedAmount: number;
      deposit: components['schemas']['TenancyDepositResponseDto'];
      decidedByName: string | null;
      /** Format: date-time */
      decidedAt: string | null;
      decisionReason: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    DepositAwardDto: {
      /**
       * @description Whole naira of the disputed deductions kept for the landlord (default: all)
       * @example 30000
       */
      amount?: number;
      /** @example The check-out photos show damage beyond normal wear. */
      reason?: string;
    };
    RentInstalmentResponseDto: {
      /** Format: uuid */
      id: string;
      /** @description The tenancy's month it pays (1 is the move-in month) */
      month: number;
      /**
       * Format: date
       * @description YYYY-MM-DD (WAT)
       */
      dueDate: string;
      /** @description Whole naira */
      amount: number;
      /** @enum {string} */
      state: 'upcoming' | 'due' | 'paid' | 'late' | 'waived';
      /** Format: date-time */
      paidAt: string | null;
      /** @description Paid after its due date */
      paidLate: boolean;
      /** @description Automatic charges tried for it */
      autoAttempts: number;
      /**
       * Format: date
       * @description The next automatic charge's day (WAT), when one is planned
       */
      nextChargeOn: string | null;
      lastFailure: string | null;
      /**
       * Format: date-time
       * @description When it was released to the landlord
       */
      releasedAt: string | null;
      /** @description The API path of its rent receipt */
      receiptUrl: string | null;
      /** Format: date-time */
      waivedAt: string | null;
      waiveReason: string | null;
    };
    RentCardResponseDto: {
      /** @example visa */
      brand: string | null;
      /** @example 4081 */
      last4: string | null;
      /** @example 12 */
      expMonth: string | null;
      /** @example 2030 */
      expYear: string | null;
      /** @description Past its expiry month */
      expired: boolean;
    };
    RentScheduleResponseDto: {
      /** Format: uuid */
      tenancyId: string;
      /** @description Rent is paid monthly after the first payment */
      monthly: boolean;
      /** @description Monthly rent, whole naira */
      rent: number;
      instalments: components['schemas']['RentInstalmentResponseDto'][];
      next: components['schemas']['RentInstalmentResponseDto'] | null;
      autopay: boolean;
      /** @description The move-in payment's card (its tenant and staff), when it can be charged again */
      card: components['schemas']['RentCardResponseDto'] | null;
    };
    AutopayDto: {
      /** @description On: charge the saved card on each due date; off: stop */
      enabled: boolean;
    };
    RentWaiveDto: {
      /**
       * @description Why the month is waived; the tenant reads it (may be empty)
       * @example Repairs to the roof took a week of this month.
       */
      reason: string;
    };
    AdminRentInstalmentResponseDto: {
      /** Format: uuid */
      id: string;
      /** @description The tenancy's month it pays (1 is the move-in month) */
      month: number;
      /**
       * Format: date
       * @description YYYY-MM-DD (WAT)
       */
      dueDate: string;
      /** @description Whole naira */
      amount: number;
      /** @enum {string} */
      state: 'upcoming' | 'due' | 'paid' | 'late' | 'waived';
      /** Format: date-time */
      paidAt: string | null;
      /** @description Paid after its due date */
      paidLate: boolean;
      /** @description Automatic charges tried for it */
      autoAttempts: number;
      /**
       * Format: date
       * @description The next automatic charge's day (WAT), when one is planned
       */
      nextChargeOn: string | null;
      lastFailure: string | null;
      /**
       * Format: date-time
       * @description When it was released to the landlord
       */
      releasedAt: string | null;
      /** @description The API path of its rent receipt */
      receiptUrl: string | null;
      /** Format: date-time */
      waivedAt: string | null;
      waiveReason: string | null;
      /** Format: uuid */
      tenancyId: string;
      /** Format: uuid */
      tenantId: string;
      /** Format: uuid */
      landlordId: string;
      tenantName: string | null;
      landlordName: string | null;
      title: string | null;
      /** Format: uuid */
      paymentId: string | null;
    };
    OverviewCountResponseDto: {
      /** @example 3 */
      count: number;
      /** @example KYC submissions waiting for review */
      label: string;
      /**
       * @description The console resource that lists them
       * @example kyc-submissions
       */
      resource: string;
      /**
       * @description The list filter that shows exactly these records
       * @example {
       *       "status": "pending"
       *     }
       */
      filter: {
        [key: string]: string;
      };
    };
    StaffOverviewResponseDto: {
      /** @description Counts of what needs action, by name (pendingListings, pendingKyc, pendingOwnershipProofs, newContactMessages, failedEmails, …); features add their own */
      counts: {
        [key: string]: components['schemas']['OverviewCountResponseDto'];
      };
      /** Format: date-time */
      generatedAt: string;
    };
    KycDocumentResponseDto: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      kind: 'government_id' | 'proof_of_residency';
      /** @example national-id.jpg */
      fileName: string;
      /**
       * @description Decided by the bytes, not the name
       * @enum {string}
       */
      mimeType: 'image/jpeg' | 'image/png' | 'application/pdf';
      /** @description Bytes as stored */
      size: number;
      /**
       * @description Owner and staff only
       * @example /api/kyc/documents/5b6f…
       */
      url: string;
      /** Format: date-time */
      createdAt: string;
    };
    KycMeResponseDto: {
      /** @enum {string} */
      status: 'not_submitted' | 'pending' | 'approved' | 'rejected';
      /** Format: uuid */
      id?: string;
      isVerified?: boolean;
      /** @description The reviewer's reason */
      rejectionReason?: string | null;
      /** Format: date-time */
      submittedAt?: string;
      /** Format: date-time */
      reviewedAt?: string | null;
      firstName?: string;
      lastName?: string;
      email?: string;
      phone?: string;
      /** Format: date */
      dateOfBirth?: string;
      /** @enum {string} */
      nationality?: 'Nigerian' | 'Other';
      occupation?: string;
      employer?: string;
      employerPhone?: string;
      employerEmail?: string | null;
      monthlyIncome?: number;
      /** @enum {string} */
      employmentType?: 'full-time' | 'part-time' | 'self-employed' | 'unemployed' | 'student';
      currentAddress?: string;
      currentCity?: string;
      currentState?: string;
      currentPostalCode?: string | null;
      /** @enum {string} */
      addressDuration?: 'less-than-1-year' | '1-2-years' | '2-5-years' | 'more-than-5-years';
      /** @enum {string} */
      governmentIdType?: 'national-id' | 'passport' | 'drivers-license' | 'voters-card';
      ninNumber?: string;
      governmentIdDocument?: components['schemas']['KycDocumentResponseDto'] | null;
      proofOfResidencyDocument?: components['schemas']['KycDocumentResponseDto'] | null;
    };
    SubmitKycDto: {
      /** @example Chioma */
      firstName: string;
      /** @example Eze */
      lastName: string;
      /** @example chioma@example.com */
      email: string;
      /**
       * @description A Nigerian mobile number
       * @example 07012345678
       */
      phone: string;
      /**
       * Format: date
       * @description YYYY-MM-DD; at least 18 years ago
       */
      dateOfBirth: string;
      /** @enum {string} */
      nationality: 'Nigerian' | 'Other';
      /** @example Software engineer */
      occupation: string;
      /** @example Paystack */
      employer: string;
      /** @example 012345678 */
      employerPhone: string;
      /** @example hr@example.com */
      employerEmail?: string | null;
      /**
       * @description Whole naira a month
       * @example 650000
       */
      monthlyIncome: number;
      /** @enum {string} */
      employmentType: 'full-time' | 'part-time' | 'self-employed' | 'unemployed' | 'student';
      /** @example 14 Herbert Macaulay Way */
      currentAddress: string;
      /** @example Yaba */
      currentCity: string;
      /** @enum {string} */
      currentState:
        | 'Abia'
        | 'Adamawa'
        | 'Akwa Ibom'
        | 'Anambra'
        | 'Bauchi'
        | 'Bayelsa'
        | 'Benue'
        | 'Borno'
        | 'Cross River'
        | 'Delta'
        | 'Ebonyi'
        | 'Edo'
        | 'Ekiti'
        | 'Enugu'
        | 'FCT'
        | 'Gombe'
        | 'Imo'
        | 'Jigawa'
        | 'Kaduna'
        | 'Kano'
        | 'Katsina'
        | 'Kebbi'
        | 'Kogi'
        | 'Kwara'
        | 'Lagos'
        | 'Nasarawa'
        | 'Niger'
        | 'Ogun'
        | 'Ondo'
        | 'Osun'
        | 'Oyo'
        | 'Plateau'
        | 'Rivers'
        | 'Sokoto'
        | 'Taraba'
        | 'Yobe'
        | 'Zamfara';
      /** @example 101212 */
      currentPostalCode?: string | null;
      /** @enum {string} */
      addressDuration: 'less-than-1-year' | '1-2-years' | '2-5-years' | 'more-than-5-years';
      /**
       * @default national-id
       * @enum {string}
       */
      governmentIdType: 'national-id' | 'passport' | 'drivers-license' | 'voters-card';
      /**
       * @description Exactly 11 digits
       * @example 12345678901
       */
      ninNumber: string;
      /**
       * Format: uuid
       * @description From POST /api/kyc/documents (government_id)
       */
      governmentIdDocumentId: string;
      /**
       * Format: uuid
       * @description From POST /api/kyc/documents (proof_of_residency)
       */
      proofOfResidencyDocumentId: string;
    };
    KycUserDto: {
      /** Format: uuid */
      id: string;
      name: string;
      email: string;
      /** @enum {string} */
      role: 'tenant' | 'landlord' | 'admin' | 'support';
    };
    NinFieldMatchesDto: {
      /** @enum {string} */
      firstName: 'exact' | 'close' | 'different' | 'unknown';
      /** @enum {string} */
      lastName: 'exact' | 'close' | 'different' | 'unknown';
      /** @enum {string} */
      dateOfBirth: 'exact' | 'close' | 'different' | 'unknown';
    };
    NinCheckResponseDto: {
      /** @enum {string} */
      status: 'pending' | 'match' | 'partial' | 'mismatch' | 'not_found' | 'unreadable' | 'error';
      /**
       * @description 0–100
       * @example 96
       */
      score: number | null;
      /** @example sandbox */
      vendor: string | null;
      /** @description True when the answer is test data, not the real registry */
      sandbox: boolean;
      /** @example Chioma Adaeze Eze */
      registeredName: string | null;
      /** Format: date */
      registeredDateOfBirth: string | null;
      fields: components['schemas']['NinFieldMatchesDto'] | null;
      message: string | null;
      /** Format: date-time */
      checkedAt: string | null;
    };
    AdminKycSubmissionResponseDto: {
      firstName: string;
      lastName: string;
      email: string;
      phone: string;
      /** Format: date */
      dateOfBirth: string;
      /** @enum {string} */
      nationality: 'Nigerian' | 'Other';
      occupation: string;
      employer: string;
      employerPhone: string;
      employerEmail: string | null;
      /** @description Whole naira a month */
      monthlyIncome: number;
      /** @enum {string} */
      employmentType: 'full-time' | 'part-time' | 'self-employed' | 'unemployed' | 'student';
      currentAddress: string;
      currentCity: string;
      currentState: string;
      currentPostalCode: string | null;
      /** @enum {string} */
      addressDuration: 'less-than-1-year' | '1-2-years' | '2-5-years' | 'more-than-5-years';
      /** @enum {string} */
      governmentIdType: 'national-id' | 'passport' | 'drivers-license' | 'voters-card';
      /** @example 12345678901 */
      ninNumber: string;
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      status: 'pending' | 'approved' | 'rejected';
      isVerified: boolean;
      rejectionReason: string | null;
      /** Format: date-time */
      submittedAt: string;
      /** Format: date-time */
      reviewedAt: string | null;
      /** Format: uuid */
      reviewedBy: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
      user: components['schemas']['KycUserDto'];
      ninCheck: components['schemas']['NinCheckResponseDto'];
      governmentIdDocument: components['schemas']['KycDocumentResponseDto'] | null;
      proofOfResidencyDocument: components['schemas']['KycDocumentResponseDto'] | null;
    };
    OwnershipProofResponseDto: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      propertyId: string;
      /** @enum {string} */
      documentType: 'title_document' | 'deed_of_assignment' | 'letter_of_authority';
      /** @example deed-of-assignment.pdf */
      fileName: string;
      /**
       * @description Decided by the bytes, not the name
       * @enum {string}
       */
      mimeType: 'image/jpeg' | 'image/png' | 'application/pdf';
      size: number;
      /**
       * @description The listing's landlord and staff only
       * @example /api/ownership-proofs/5b6f…/document
       */
      url: string;
      /** @enum {string} */
      status: 'pending' | 'approved' | 'rejected';
      /** @description The reviewer's reason */
      rejectionReason: string | null;
      /** @description The listing's address when the proof was sent */
      listingAddress: string;
      /** Format: date-time */
      reviewedAt: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    ProofListingDto: {
      /** Format: uuid */
      id: string;
      title: string;
      /** @description The listing's address now */
      location: string;
      verifiedOwner: boolean;
    };
    ProofLandlordDto: {
      /** Format: uuid */
      id: string;
      name: string;
      email: string;
    };
    AdminOwnershipProofResponseDto: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      propertyId: string;
      /** @enum {string} */
      documentType: 'title_document' | 'deed_of_assignment' | 'letter_of_authority';
      /** @example deed-of-assignment.pdf */
      fileName: string;
      /**
       * @description Decided by the bytes, not the name
       * @enum {string}
       */
      mimeType: 'image/jpeg' | 'image/png' | 'application/pdf';
      size: number;
      /**
       * @description The listing's landlord and staff only
       * @example /api/ownership-proofs/5b6f…/document
       */
      url: string;
      /** @enum {string} */
      status: 'pending' | 'approved' | 'rejected';
      /** @description The reviewer's reason */
      rejectionReason: string | null;
      /** @description The listing's address when the proof was sent */
      listingAddress: string;
      /** Format: date-time */
      reviewedAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: uuid */
      reviewedBy: string | null;
      /** Format: date-time */
      updatedAt: string;
      property: components['schemas']['ProofListingDto'];
      landlord: components['schemas']['ProofLandlordDto'];
    };
    BankResponseDto: {
      /** @example 058 */
      code: string;
      /** @example Guaranty Trust Bank */
      name: string;
    };
    PayoutAccountResponseDto: {
      /** @example 058 */
      bankCode: string;
      /** @example Guaranty Trust Bank */
      bankName: string;
      /**
       * @description The full number is never sent back
       * @example 6789
       */
      accountNumberLast4: string;
      /**
       * @description The holder’s name, as the bank gives it
       * @example ADEYEMI BABATUNDE
       */
      accountName: string;
      /** @enum {string} */
      status: 'verified' | 'in_review' | 'rejected';
      /** @description Why staff did not accept it */
      reviewNote: string | null;
      /** Format: date-time */
      verifiedAt: string | null;
      /** Format: date-time */
      updatedAt: string;
    };
    PayoutAccountStateResponseDto: {
      /** @description Null until added */
      account: components['schemas']['PayoutAccountResponseDto'] | null;
      /** @description The landlord’s identity (KYC) is approved: an account may be added */
      identityVerified: boolean;
    };
    PayoutAccountRequestDto: {
      /**
       * @description The bank’s code, from GET /api/banks
       * @example 058
       */
      bankCode: string;
      /**
       * @description Your 10-digit account number (NUBAN)
       * @example 0123456789
       */
      accountNumber: string;
    };
    PayoutSummaryDto: {
      /** @description Held by the platform, not yet released (whole naira) */
      held: number;
      /** @description Released and on its way (whole naira) */
      scheduled: number;
      /** @description Paid into your bank (whole naira) */
      paid: number;
    };
    HeldMoneyResponseDto: {
      /** Format: uuid */
      paymentId: string;
      paymentReference: string;
      propertyTitle: string | null;
      /** @description Whole naira still held */
      amount: number;
      /** Format: date-time */
      heldSince: string;
    };
    PayoutReleaseResponseDto: {
      /** Format: uuid */
      paymentId: string | null;
      paymentReference: string | null;
      propertyTitle: string | null;
      /** @description Whole naira */
      amount: number;
    };
    PayoutResponseDto: {
      /** Format: uuid */
      id: string;
      /** @example rn-po-3f9c0e51d2a84b7c9e1f0a2b3c4d5e6f */
      reference: string;
      /**
       * @description Whole naira
       * @example 450000
       */
      amount: number;
      /** @enum {string} */
      state: 'pending' | 'processing' | 'paid' | 'failed' | 'reversed';
      /** @enum {string|null} */
      waitingFor: 'kyc' | 'account' | 'account_in_review' | 'account_rejected' | null;
      /** @description Why it has not been sent yet */
      waitingReason: string | null;
      description: string;
      /** Format: uuid */
      tenancyId: string | null;
      /** @description The money it carries */
      releases: components['schemas']['PayoutReleaseResponseDto'][];
      /**
       * Format: date-time
       * @description When it was scheduled
       */
      createdAt: string;
      /** Format: date-time */
      sentAt: string | null;
      /** Format: date-time */
      paidAt: string | null;
      /** Format: date-time */
      failedAt: string | null;
    };
    LandlordPayoutsResponseDto: {
      summary: components['schemas']['PayoutSummaryDto'];
      /** @description Money still held, oldest first */
      held: components['schemas']['HeldMoneyResponseDto'][];
      /** @description Payouts, newest first (at most 100) */
      payouts: components['schemas']['PayoutResponseDto'][];
    };
    PayoutAccountSummaryDto: {
      bankName: string;
      accountNumberLast4: string;
      accountName: string;
      /** @enum {string} */
      status: 'verified' | 'in_review' | 'rejected';
    };
    AdminPayoutResponseDto: {
      /** Format: uuid */
      id: string;
      /** @example rn-po-3f9c0e51d2a84b7c9e1f0a2b3c4d5e6f */
      reference: string;
      /**
       * @description Whole naira
       * @example 450000
       */
      amount: number;
      /** @enum {string} */
      state: 'pending' | 'processing' | 'paid' | 'failed' | 'reversed';
      /** @enum {string|null} */
      waitingFor: 'kyc' | 'account' | 'account_in_review' | 'account_rejected' | null;
      /** @description Why it has not been sent yet */
      waitingReason: string | null;
      description: string;
      /** Format: uuid */
      tenancyId: string | null;
      /** @description The money it carries */
      releases: components['schemas']['PayoutReleaseResponseDto'][];
      /**
       * Format: date-time
       * @description When it was scheduled
       */
      createdAt: string;
      /** Format: date-time */
      sentAt: string | null;
      /** Format: date-time */
      paidAt: string | null;
      /** Format: date-time */
      failedAt: string | null;
      landlord: components['schemas']['PersonDto'] | null;
      /** @description Transfers asked of the gateway */
      attempts: number;
      lastError: string | null;
      /** @description The current attempt’s reference */
      transferReference: string | null;
      transferCode: string | null;
      /** @description The gateway’s last word */
      gatewayStatus: string | null;
      account: components['schemas']['PayoutAccountSummaryDto'] | null;
    };
    AdminPayoutAccountResponseDto: {
      /** @example 058 */
      bankCode: string;
      /** @example Guaranty Trust Bank */
      bankName: string;
      /**
       * @description The full number is never sent back
       * @example 6789
       */
      accountNumberLast4: string;
      /**
       * @description The holder’s name, as the bank gives it
       * @example ADEYEMI BABATUNDE
       */
      accountName: string;
      /** @enum {string} */
      status: 'verified' | 'in_review' | 'rejected';
      /** @description Why staff did not accept it */
      reviewNote: string | null;
      /** Format: date-time */
      verifiedAt: string | null;
      /** Format: date-time */
      updatedAt: string;
      /** Format: uuid */
      id: string;
      landlord: components['schemas']['PersonDto'] | null;
      /** @description The verified name it was compared with */
      kycName: string | null;
      /** Format: date-time */
      reviewedAt: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    TenantStatsDto: {
      /** @description Saved listings (as the saved list shows them) */
      saved: number;
      applications: number;
      approved: number;
      /** @enum {string} */
      kycStatus: 'not_submitted' | 'pending' | 'approved' | 'rejected';
      /** @description Completed payments minus processed refunds, whole naira */
      totalSpent: number;
    };
    TenantRecentApplicationResponseDto: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      status: 'pending' | 'under_review' | 'approved' | 'rejected' | 'lapsed';
      /** Format: date-time */
      createdAt: string;
      property: components['schemas']['ListingWithRentDto'];
    };
    UpcomingViewingResponseDto: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      propertyId: string;
      propertyTitle: string;
      /** @example 2026-11-28 */
      date: string;
      /** @example 11:00 */
      time: string;
      /** @enum {string} */
      type: 'virtual' | 'physical';
      /** @enum {string} */
      status: 'pending' | 'confirmed' | 'completed' | 'cancelled';
      /** @description The landlord's name (tenant's dashboard) or the visitor's */
      withName: string;
    };
    FigureDefinitionsDto: {
      listings: string;
      activeListings: string;
      views: string;
      enquiries: string;
      occupancy: string;
      revenue: string;
      rentReceived: string;
      depositsHeld: string;
      pendingApplications: string;
      totalSpent: string;
    };
    TenantDashboardResponseDto: {
      stats: components['schemas']['TenantStatsDto'];
      /** @description The latest 5 notifications */
      recentActivity: components['schemas']['NotificationResponseDto'][];
      /** @description The latest 5 */
      recentApplications: components['schemas']['TenantRecentApplicationResponseDto'][];
      /** @description Pending or confirmed, soonest first, at most 5 */
      upcomingViewings: components['schemas']['UpcomingViewingResponseDto'][];
      definitions: components['schemas']['FigureDefinitionsDto'];
    };
    LandlordStatsDto: {
      listings: number;
      active: number;
      pendingApplications: number;
      /** @description Rent and fees released to the landlord in the current WAT month, from the ledger (as the analytics count rent received), whole naira */
      rentReceivedThisMonth: number;
      /** @description Views in the current WAT month */
      visitorsThisMonth: number;
    };
    DateRangeDto: {
      /**
       * @description First day, WAT (YYYY-MM-DD)
       * @example 2026-10-25
       */
      from: string;
      /**
       * @description Last day, included, WAT
       * @example 2026-11-24
       */
      to: string;
    };
    ListingsByStatusDto: {
      available: number;
      under_contract: number;
      rented: number;
      inactive: number;
    };
    LandlordTenantResponseDto: {
      /** Format: uuid */
      applicationId: string;
      name: string;
      email: string;
      phone: string;
      occupation: string;
      /** Format: uuid */
      propertyId: string;
      propertyTitle: string;
      /** Format: date-time */
      approvedAt: string | null;
      /** @description The move-in payment was verified */
      paid: boolean;
    };
    LandlordDashboardResponseDto: {
      stats: components['schemas']['LandlordStatsDto'];
      month: components['schemas']['DateRangeDto'];
      listingsByStatus: components['schemas']['ListingsByStatusDto'];
      recentActivity: components['schemas']['NotificationResponseDto'][];
      upcomingViewings: components['schemas']['UpcomingViewingResponseDto'][];
      /** @description Approved applicants, at most 100 */
      tenants: components['schemas']['LandlordTenantResponseDto'][];
      definitions: components['schemas']['FigureDefinitionsDto'];
    };
    FigureTrendDto: {
      /** @description The figure in the previous period (or at its end, for stocks) */
      previous: number;
      /** @description Whole percent (unit 'percent') or percentage points ('points'); null when the previous is 0 and this is not: 'New' */
      change: number | null;
      /** @enum {string} */
      unit: 'percent' | 'points';
    };
    PropertiesCardDto: {
      value: number;
      trend: components['schemas']['FigureTrendDto'];
      /** @description Approved and available */
      active: number;
    };
    CountCardDto: {
      value: number;
      trend: components['schemas']['FigureTrendDto'];
    };
    DepositsCardDto: {
      /** @description Caution deposits held now, whole naira */
      value: number;
      /** @description Tenancies whose deposit is held */
      tenancies: number;
    };
    OccupancyCardDto: {
      value: number;
      trend: components['schemas']['FigureTrendDto'];
      /** @description Listings under contract or rented */
      occupied: number;
      /** @description Approved, not archived listings */
      eligible: number;
    };
    AnalyticsCardsDto: {
      totalProperties: components['schemas']['PropertiesCardDto'];
      totalViews: components['schemas']['CountCardDto'];
      /** @description Rent released to the landlord in the period */
      rentReceived: components['schemas']['CountCardDto'];
      depositsHeld: components['schemas']['DepositsCardDto'];
      occupancyRate: components['schemas']['OccupancyCardDto'];
    };
    MonthRentDto: {
      /** @example 2026-11 */
      month: string;
      rentReceived: number;
    };
    PropertyViewsDto: {
      /** Format: uuid */
      propertyId: string;
      title: string;
      views: number;
    };
    ViewsByPropertyDto: {
      /** @description The 6 most viewed, most views first */
      top: components['schemas']['PropertyViewsDto'][];
      /** @description Listings not shown */
      others: number;
      /** @description Views of the listings not shown */
      otherViews: number;
    };
    AnalyticsPropertyFiguresDto: {
      /** Format: uuid */
      propertyId: string;
      title: string;
      location: string;
      views: number;
      enquiries: number;
      rentReceived: number;
    };
    LandlordAnalyticsResponseDto: {
      /** @enum {string} */
      period: 'week' | 'month' | '3months' | 'year';
      range: components['schemas']['DateRangeDto'];
      previousRange: components['schemas']['DateRangeDto'];
      /** @description Days in the period */
      days: number;
      cards: components['schemas']['AnalyticsCardsDto'];
      /** @description The last 6 WAT months, oldest first */
      rentByMonth: components['schemas']['MonthRentDto'][];
      viewsByProperty: components['schemas']['ViewsByPropertyDto'];
      /** @description At most 5 */
      topProperties: components['schemas']['AnalyticsPropertyFiguresDto'][];
      /** @description False: the landlord has no listings ('No Analytics Data') */
      hasData: boolean;
      definitions: components['schemas']['FigureDefinitionsDto'];
    };
    ReviewRatingsDto: {
      power: number;
      water: number;
      security: number;
      /** @description The landlord's responsiveness */
      responsiveness: number;
    };
    ReviewPropertyDto: {
      /** Format: uuid */
      id: string;
      title: string;
    };
    ReviewAnswerResponseDto: {
      text: string;
      /** Format: date-time */
      answeredAt: string;
    };
    TenancyReviewResponseDto: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      stage: 'during' | 'end';
      ratings: components['schemas']['ReviewRatingsDto'];
      /** @enum {string} */
      asAdvertised: 'yes' | 'partly' | 'no';
      /** @description Hours of grid power a day */
      powerGridHours: number | null;
      /** @enum {string|null} */
      powerBackup: 'none' | 'generator' | 'inverter' | 'both' | null;
      text: string;
      /**
       * @description First name and initial of the last name
       * @example Amaka N.
       */
      reviewerName: string;
      /**
       * @description Always true: written by a tenant of the home
       * @enum {boolean}
       */
      verifiedTenancy: true;
      property: components['schemas']['ReviewPropertyDto'];
      answer: components['schemas']['ReviewAnswerResponseDto'] | null;
      /** Format: date-time */
      createdAt: string;
      /** @enum {string} */
      status: 'visible' | 'reported' | 'kept' | 'hidden';
      /** @description Whether the signed-in party reported it */
      reportedByMe: boolean;
    };
    TenancyReviewsResponseDto: {
      /**
       * @description The review the tenant may write now; null when none is open
       * @enum {string|null}
       */
      openStage: 'during' | 'end' | null;
      /**
       * Format: date
       * @description While the tenancy is active and the review not yet due: the day it opens (WAT)
       */
      opensOn: string | null;
      reviews: components['schemas']['TenancyReviewResponseDto'][];
    };
    CreateReviewDto: {
      /**
       * @description During the tenancy, or at its end
       * @enum {string}
       */
      stage: 'during' | 'end';
      /** @description Power supply */
      power: number;
      /** @description Water */
      water: number;
      /** @description Security */
      security: number;
      /** @description Landlord's responsiveness */
      responsiveness: number;
      /**
       * @description Was the home as advertised?
       * @enum {string}
       */
      asAdvertised: 'yes' | 'partly' | 'no';
      /** @description Hours of grid power a day */
      powerGridHours?: number | null;
      /**
       * @description Power backup
       * @enum {string|null}
       */
      powerBackup?: 'none' | 'generator' | 'inverter' | 'both' | null;
      /** @description What it was like to live there */
      text: string;
    };
    AnswerReviewDto: {
      /** @description The landlord's answer, shown under the review */
      text: string;
    };
    ReportReviewDto: {
      /** @description What is wrong with the review, for our team */
      reason: string;
    };
    ReviewAveragesDto: {
      /** @example 3.5 */
      power: number | null;
      water: number | null;
      security: number | null;
      responsiveness: number | null;
    };
    AsAdvertisedCountsDto: {
      yes: number;
      partly: number;
      no: number;
    };
    ReviewSummaryResponseDto: {
      /** @description Reviews shown */
      count: number;
      /** @description The four categories' mean */
      overall: number | null;
      /** @description Stars per category, one decimal */
      averages: components['schemas']['ReviewAveragesDto'];
      asAdvertised: components['schemas']['AsAdvertisedCountsDto'];
    };
    ReviewResponseDto: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      stage: 'during' | 'end';
      ratings: components['schemas']['ReviewRatingsDto'];
      /** @enum {string} */
      asAdvertised: 'yes' | 'partly' | 'no';
      /** @description Hours of grid power a day */
      powerGridHours: number | null;
      /** @enum {string|null} */
      powerBackup: 'none' | 'generator' | 'inverter' | 'both' | null;
      text: string;
      /**
       * @description First name and initial of the last name
       * @example Amaka N.
       */
      reviewerName: string;
      /**
       * @description Always true: written by a tenant of the home
       * @enum {boolean}
       */
      verifiedTenancy: true;
      property: components['schemas']['ReviewPropertyDto'];
      answer: components['schemas']['ReviewAnswerResponseDto'] | null;
      /** Format: date-time */
      createdAt: string;
    };
    ReviewsPageResponseDto: {
      summary: components['schemas']['ReviewSummaryResponseDto'];
      /** @description Newest first */
      data: components['schemas']['ReviewResponseDto'][];
      pagination: components['schemas']['PaginationDto'];
    };
    LandlordProfileDto: {
      /** Format: uuid */
      id: string;
      name: string;
      /** Format: date-time */
      memberSince: string;
      /** @description Public listings */
      listings: number;
    };
    LandlordProfileResponseDto: {
      summary: components['schemas']['ReviewSummaryResponseDto'];
      /** @description Newest first */
      data: components['schemas']['ReviewResponseDto'][];
      pagination: components['schemas']['PaginationDto'];
      landlord: components['schemas']['LandlordProfileDto'];
    };
    UserRefDto: {
      /** Format: uuid */
      id: string;
      name: string;
      email: string;
    };
    ReviewReportResponseDto: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      reporterRole: 'tenant' | 'landlord';
      reporter: components['schemas']['UserRefDto'];
      reason: string;
      /** Format: date-time */
      createdAt: string;
    };
    AdminReportedReviewResponseDto: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      stage: 'during' | 'end';
      ratings: components['schemas']['ReviewRatingsDto'];
      /** @enum {string} */
      asAdvertised: 'yes' | 'partly' | 'no';
      /** @description Hours of grid power a day */
      powerGridHours: number | null;
      /** @enum {string|null} */
      powerBackup: 'none' | 'generator' | 'inverter' | 'both' | null;
      text: string;
      property: components['schemas']['ReviewPropertyDto'];
      answer: components['schemas']['ReviewAnswerResponseDto'] | null;
      /** Format: date-time */
      createdAt: string;
      /** @enum {string} */
      status: 'visible' | 'reported' | 'kept' | 'hidden';
      /** Format: uuid */
      tenancyId: string;
      tenant: components['schemas']['UserRefDto'];
      landlord: components['schemas']['UserRefDto'];
      /** @description Oldest first */
      reports: components['schemas']['ReviewReportResponseDto'][];
      /**
       * Format: date-time
       * @description When the latest report came
       */
      reportedAt: string | null;
      /** Format: date-time */
      decidedAt: string | null;
      decidedByName: string | null;
      decisionReason: string | null;
      /** Format: date-time */
      updatedAt: string;
    };
    TenancyTenantReviewResponseDto: {
      canWrite: boolean;
      closedReason: string | null;
      review: components['schemas']['TenantReviewResponseDto'] | null;
    };
    CreateTenantReviewDto: {
      /** @description Paid rent on time */
      rentOnTime: number;
      /** @description Looked after the home */
      careOfHome: number;
      /** @description Easy to deal with */
      communication: number;
      /** @description Would let to this tenant again */
      wouldLetAgain: boolean;
      /** @description What the tenant was like */
      text: string;
    };
    ProfileFieldsDto: {
      phone: string;
      /** @description YYYY-MM-DD or empty */
      dateOfBirth: string;
      occupation: string;
      employer: string;
      monthlyIncome: number | null;
      ninNumber: string;
      referenceName: string;
      referencePhone: string;
      referenceEmail: string;
      /** @enum {string} */
      referenceRelationship: 'family' | 'friend' | 'colleague' | 'employer' | 'other' | '';
      guarantorName: string;
      guarantorPhone: string;
      guarantorEmail: string;
      /** @enum {string} */
      guarantorRelationship: 'family' | 'friend' | 'colleague' | 'employer' | 'other' | '';
      guarantorOccupation: string;
      guarantorEmployer: string;
      guarantorNinNumber: string;
      about: string;
    };
    ProfileAccountDto: {
      name: string;
      email: string;
    };
    ProfileIdentityDto: {
      /** @enum {string} */
      kycStatus: 'not_submitted' | 'pending' | 'approved' | 'rejected';
      verifiedName: string | null;
      /** @description Whether the NIN comes from the identity verification */
      ninFromKyc: boolean;
    };
    MissingFieldDto: {
      field: string;
      message: string;
    };
    ProfileShareResponseDto: {
      /** Format: uuid */
      id: string;
      /** @description The signed link to hand out */
      url: string;
      sections: ('identity' | 'work' | 'reference' | 'guarantor' | 'rentRecord')[];
      /** Format: date-time */
      expiresAt: string;
      /** Format: date-time */
      revokedAt: string | null;
      /** @enum {string} */
      state: 'open' | 'expired' | 'revoked';
      /** Format: date-time */
      createdAt: string;
    };
    RenterProfileResponseDto: {
      fields: components['schemas']['ProfileFieldsDto'];
      account: components['schemas']['ProfileAccountDto'];
      identity: components['schemas']['ProfileIdentityDto'];
      shown: ('identity' | 'work' | 'reference' | 'guarantor' | 'rentRecord')[];
      showLandlordReviews: boolean;
      /** @description The rent record, computed by the platform: counts, or counts by kind (tenancies by state) */
      rentRecord: {
        [key: string]: unknown;
      };
      landlordReviews: components['schemas']['TenantReviewResponseDto'][];
      missing: components['schemas']['MissingFieldDto'][];
      shares: components['schemas']['ProfileShareResponseDto'][];
      /** Format: date-time */
      updatedAt: string | null;
    };
    UpdateRenterProfileDto: {
      /** @description Empty when not given */
      phone?: string;
      /** @description Empty when not given */
      dateOfBirth?: string;
      /** @description Empty when not given */
      occupation?: string;
      /** @description Empty when not given */
      employer?: string;
      /** @description Whole naira */
      monthlyIncome?: number | null;
      /** @description Empty when not given */
      ninNumber?: string;
      /** @description Empty when not given */
      referenceName?: string;
      /** @description Empty when not given */
      referencePhone?: string;
      /** @description Empty when not given */
      referenceEmail?: string;
      /** @description Empty when not given */
      referenceRelationship?: string;
      /** @description Empty when not given */
      guarantorName?: string;
      /** @description Empty when not given */
      guarantorPhone?: string;
      /** @description Empty when not given */
      guarantorEmail?: string;
      /** @description Empty when not given */
      guarantorRelationship?: string;
      /** @description Empty when not given */
      guarantorOccupation?: string;
      /** @description Empty when not given */
      guarantorEmployer?: string;
      /** @description Empty when not given */
      guarantorNinNumber?: string;
      about?: string;
      shown?: ('identity' | 'work' | 'reference' | 'guarantor' | 'rentRecord')[];
      /** @description Show landlords’ reviews of you to landlords you apply to */
      showLandlordReviews?: boolean;
    };
    ProfileShareRequestDto: {
      /**
       * @description Days the link stays open
       * @enum {number}
       */
      days: 1 | 7 | 30;
      sections?: ('identity' | 'work' | 'reference' | 'guarantor' | 'rentRecord')[];
    };
    ApplyWithProfileDto: {
      /** Format: uuid */
      propertyId: string;
    };
    CreateListingReportDto: {
      /**
       * @description Why the listing is reported
       * @enum {string}
       */
      reason:
        | 'already_let'
        | 'wrong_price'
        | 'photos_not_this_home'
        | 'pay_before_viewing'
        | 'not_owner_or_agent'
        | 'offensive'
        | 'other';
      /** @description What is wrong; required when the reason is other */
      details?: string | null;
    };
    ListingReportReceiptDto: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      reason:
        | 'already_let'
        | 'wrong_price'
        | 'photos_not_this_home'
        | 'pay_before_viewing'
        | 'not_owner_or_agent'
        | 'offensive'
        | 'other';
      /** Format: date-time */
      createdAt: string;
    };
    ListingReportPhotoDto: {
      /**
       * @description Where staff read it (a download)
       * @example /api/admin/reports/6f1c…/photos/2b7e…
       */
      url: string;
      /** @example chat.jpg */
      fileName: string;
      /** @enum {string} */
      mimeType: 'image/jpeg' | 'image/png';
      /** @description Bytes */
      size: number;
    };
    AdminListingReportDto: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      reason:
        | 'already_let'
        | 'wrong_price'
        | 'photos_not_this_home'
        | 'pay_before_viewing'
        | 'not_owner_or_agent'
        | 'offensive'
        | 'other';
      /** @description Already let, Wrong price, Photos are not of this home, Asked me to pay before a viewing or outside RentNaija, Not the owner or agent, Offensive, Other */
      reasonLabel: string;
      details: string | null;
      /** @description The photo sent with the report, if any */
      photo: components['schemas']['ListingReportPhotoDto'] | null;
      /** @description Signed-in reporter, else null */
      reporterName: string | null;
      /** Format: date-time */
      createdAt: string;
    };
    AdminListingReportCaseDto: {
      /** Format: uuid */
      id: string;
      /** @enum {string} */
      status: 'open' | 'decided';
      /** Format: uuid */
      propertyId: string;
      propertyTitle: string;
      /** Format: uuid */
      landlordId: string;
      landlordName: string;
      /** @description How many reports the case holds */
      reportCount: number;
      /** @description How many different people reported */
      reporterCount: number;
      reasons: (
        | 'already_let'
        | 'wrong_price'
        | 'photos_not_this_home'
        | 'pay_before_viewing'
        | 'not_owner_or_agent'
        | 'offensive'
        | 'other'
      )[];
      /** @description Reports from enough people hid the listing while open */
      listingHidden: boolean;
      /** @description Oldest first */
      reports: components['schemas']['AdminListingReportDto'][];
      /** @enum {string|null} */
      outcome: 'dismiss' | 'ask_landlord' | 'hide_listing' | 'suspend_landlord' | null;
      decisionNote: string | null;
      decidedByName: string | null;
      /** Format: date-time */
      decidedAt: string | null;
      /** Format: date-time */
      createdAt: string;
      /** Format: date-time */
      updatedAt: string;
    };
    ListingReportDecisionDto: {
      /** @enum {string} */
      outcome: 'dismiss' | 'ask_landlord' | 'hide_listing' | 'suspend_landlord';
      note?: string | null;
    };
    GeocodeResponseDto: {
      /** @example 6.4478 */
      latitude: number;
      /** @example 3.4723 */
      longitude: number;
      /**
       * @description How closely the address was found; 'city': only its city, place the pin by hand
       * @enum {string}
       */
      precision: 'address' | 'neighbourhood' | 'city';
      /** @example Lekki Phase 1, Lagos */
      label: string;
      /** @description The geocoder's name; 'sandbox' for the offline gazetteer */
      vendor: string;
    };
    PlaceResponseDto: {
      /** @example Lekki Phase 1 */
      name: string;
      /** @example Lagos */
      city: string;
      /** @example Lagos State */
      state: string;
      /** @example 6.4478 */
      lat: number;
      /** @example 3.4723 */
      lng: number;
    };
    MapSettingsResponseDto: {
      /**
       * @description Tile URL template with {z}, {x}, {y}
       * @example https://tile.openstreetmap.org/{z}/{x}/{y}.png
       */
      tileUrl: string;
      /** @example © OpenStreetMap contributors */
      attribution: string;
    };
    AuditLogResponseDto: {
      /** Format: uuid */
      id: string;
      /** Format: uuid */
      actorId: string | null;
      /** @example admin */
      actorRole: string | null;
      /** @example property.approve */
      action: string;
      /** @example property */
      entityType: string;
      entityId: string;
      before: {
        [key: string]: unknown;
      } | null;
      after: {
        [key: string]: unknown;
      } | null;
      /** @description The reason staff gave, if any */
      reason: string | null;
      /** @description The X-Request-Id of the request that made the decision */
      requestId: string | null;
      /** Format: date-time */
      createdAt: string;
    };
  };
  responses: never;
  parameters: {
    /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
    IdempotencyKey: string;
  };
  requestBodies: never;
  headers: never;
  pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
  HealthController_check: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Serving: every part answers (ok), or Redis does not (degraded) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok' | 'degraded' | 'error' | 'shutting_down';
            info?: {
              [key: string]: {
                /** @enum {string} */
                status?: 'up' | 'degraded' | 'down';
              } & {
                [key: string]: unknown;
              };
            } | null;
            error?: {
              [key: string]: {
                /** @enum {string} */
                status?: 'up' | 'degraded' | 'down';
              } & {
                [key: string]: unknown;
              };
            } | null;
            details?: {
              [key: string]: {
                /** @enum {string} */
                status?: 'up' | 'degraded' | 'down';
              } & {
                [key: string]: unknown;
              };
            } | null;
          };
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A part does not answer */
      503: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok' | 'degraded' | 'error' | 'shutting_down';
            info?: {
              [key: string]: {
                /** @enum {string} */
                status?: 'up' | 'degraded' | 'down';
              } & {
                [key: string]: unknown;
              };
            } | null;
            error?: {
              [key: string]: {
                /** @enum {string} */
                status?: 'up' | 'degraded' | 'down';
              } & {
                [key: string]: unknown;
              };
            } | null;
            details?: {
              [key: string]: {
                /** @enum {string} */
                status?: 'up' | 'degraded' | 'down';
              } & {
                [key: string]: unknown;
              };
            } | null;
          };
        };
      };
    };
  };
  AdminEmailOutboxController_list: {
    parameters: {
      query?: {
        /** @description JSON `["field","ASC"|"DESC"]` of a sortable field */
        sort?: unknown;
        /** @description JSON `[start, end]`, inclusive, zero-based */
        range?: unknown;
        /** @description JSON object of filters; `q` searches text fields */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list */
      200: {
        headers: {
          /** @description `<resource> <start>-<end>/<total>` */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailOutboxResponseDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminEmailOutboxController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailOutboxResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminEmailOutboxController_retry: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['EmailOutboxResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  NotificationsController_list: {
    parameters: {
      query?: {
        page?: number;
        perPage?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationsResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  NotificationsController_markRead: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['NotificationResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  NotificationsController_markAllRead: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MarkedReadDto'];
        };
      };
      /** @description A malformed `Idempotency-Key` (INVALID_IDEMPOTENCY_KEY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  UsersController_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  UsersController_updateMe: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateMeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminUsersController_list: {
    parameters: {
      query?: {
        /** @description JSON `["field","ASC"|"DESC"]` of a sortable field */
        sort?: unknown;
        /** @description JSON `[start, end]`, inclusive, zero-based */
        range?: unknown;
        /** @description JSON object of filters; `q` searches text fields */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list */
      200: {
        headers: {
          /** @description `<resource> <start>-<end>/<total>` */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminUsersController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminUsersController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminUpdateUserDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UserResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AuthController_register: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RegisterDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RegisterResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AuthController_confirmEmail: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TokenDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConfirmEmailResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AuthController_resendConfirmation: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AuthController_login: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LoginDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LoginResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AuthController_refresh: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RefreshDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuthTokensDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AuthController_logout: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['LogoutDto'];
      };
    };
    responses: {
      /** @description Done; no content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AuthController_forgotPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['EmailDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AuthController_checkResetToken: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TokenDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ResetTokenCheckDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AuthController_resetPassword: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ResetPasswordDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MessageResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ContactController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateContactDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactCreatedDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminContactController_list: {
    parameters: {
      query?: {
        /** @description JSON `["field","ASC"|"DESC"]` of a sortable field */
        sort?: unknown;
        /** @description JSON `[start, end]`, inclusive, zero-based */
        range?: unknown;
        /** @description JSON object of filters; `q` searches text fields */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list */
      200: {
        headers: {
          /** @description `<resource> <start>-<end>/<total>` */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactMessageDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminContactController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactMessageDetailDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminContactController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminUpdateContactDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactMessageDetailDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminContactController_reply: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ContactReplyDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ContactMessageDetailDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PropertiesController_search: {
    parameters: {
      query?: {
        /** @description Text found where words start in the title, description, location, city, state or address, case-insensitively: 'house' finds 'House in Yaba' and 'guest-house' but not 'penthouse'; 'ikeja' finds 'Ikeja GRA'. A phrase of several words is found as written ('ikeja gra'); punctuation ends a word and is matched literally. */
        query?: string;
        /** @description Used as the text when query is empty. Text found where words start in the title, description, location, city, state or address, case-insensitively: 'house' finds 'House in Yaba' and 'guest-house' but not 'penthouse'; 'ikeja' finds 'Ikeja GRA'. A phrase of several words is found as written ('ikeja gra'); punctuation ends a word and is matched literally. */
        location?: string;
        /** @description A city. The cities we serve (Lagos, Abuja, Port Harcourt, Ibadan, Kano, Enugu, Kaduna, Jos, Calabar) match exactly, however spaced or cased; any other text is matched as a place. 'all' or empty: any city. GET /api/properties/filters lists the cities with open listings. */
        city?: string;
        /** @description A state, matched as a place; 'all': any */
        state?: string;
        /** @description Monthly rent at least, whole naira */
        minPrice?: number;
        /** @description Monthly rent at most, whole naira */
        maxPrice?: number;
        /** @description Exactly N, or 'N+' for at least N */
        bedrooms?: string;
        /** @description Exactly N, or 'N+' for at least N */
        bathrooms?: string;
        /** @description Property type */
        type?:
          | 'all'
          | 'apartment'
          | 'house'
          | 'studio'
          | 'penthouse'
          | 'villa'
          | 'flat'
          | 'duplex'
          | 'bungalow'
          | 'terrace';
        /** @description Same as type */
        propertyType?:
          | 'all'
          | 'apartment'
          | 'house'
          | 'studio'
          | 'penthouse'
          | 'villa'
          | 'flat'
          | 'duplex'
          | 'bungalow'
          | 'terrace';
        /** @description Comma-separated; every one must be present. Of: WiFi, Parking, Security, Gym, Swimming Pool, Air Conditioning, Furnished, 24/7 Water, Garden, Servant Quarters */
        amenities?: string;
        /** @description Comma-separated; any may be present. Of: band A grid, prepaid meter, generator backup, inverter/solar */
        powerSupply?: string;
        /** @description Service charge at most, whole naira */
        maxServiceCharge?: number;
        /** @description Listing status; 'available' when absent, 'all' for any */
        status?: 'all' | 'available' | 'under_contract' | 'rented' | 'inactive';
        /** @description 'true': only listings whose owner staff verified ('Verified owner') */
        verifiedOwner?: 'true' | 'false';
        /** @description west,south,east,north in degrees (GeoJSON's order): listings whose public location (rounded to about 1 km) is in the box */
        bbox?: string;
        /** @description lat,lng in degrees: with radiusKm, listings whose public location is within radiusKm */
        near?: string;
        /** @description Kilometres from 'near' (great-circle distance) */
        radiusKm?: number;
        /** @description Order of results; 'newest' when absent */
        sortBy?: 'newest' | 'price-low' | 'price-high' | 'bedrooms';
        page?: number;
        perPage?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of results */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PagedPropertyCardResponse'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PropertiesController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreatePropertyDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PropertyResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PropertiesController_filters: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SearchFiltersResponse'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PropertiesController_stats: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PublicStats'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PropertiesController_featured: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The list */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PropertyCardResponseDto'][];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PropertiesController_findOne: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PropertyResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PropertiesController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DeletePropertyResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PropertiesController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePropertyDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PropertyResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PropertiesController_setStatus: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdatePropertyStatusDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PropertyResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PropertiesController_confirmAvailable: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListingConfirmedResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  LandlordPropertiesController_list: {
    parameters: {
      query?: {
        page?: number;
        /** @description Words found in the title, location, city or address */
        q?: string;
        status?:
          | 'all'
          | 'pending'
          | 'approved'
          | 'rejected'
          | 'available'
          | 'under_contract'
          | 'rented'
          | 'inactive';
        sort?: 'newest' | 'oldest' | 'price_desc' | 'price_asc' | 'views' | 'title';
        pageSize?: number;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LandlordPropertiesResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminPropertiesController_list: {
    parameters: {
      query?: {
        /** @description JSON `["field","ASC"|"DESC"]` of a sortable field */
        sort?: unknown;
        /** @description JSON `[start, end]`, inclusive, zero-based */
        range?: unknown;
        /** @description JSON object of filters; `q` searches text fields */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list */
      200: {
        headers: {
          /** @description `<resource> <start>-<end>/<total>` */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPropertyResponseDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminPropertiesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPropertyResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminPropertiesController_approveAll: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApproveAllResponseDto'];
        };
      };
      /** @description A malformed `Idempotency-Key` (INVALID_IDEMPOTENCY_KEY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminPropertiesController_approve: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ApprovePropertyDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPropertyResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminPropertiesController_reject: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RejectPropertyDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPropertyResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ListingConfirmationsController_view: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListingConfirmationLinkResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A one-time link already used or out of date (GUARANTOR_LINK_USED, GUARANTOR_LINK_EXPIRED) */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ListingConfirmationsController_confirm: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListingConfirmedResponseDto'];
        };
      };
      /** @description A malformed `Idempotency-Key` (INVALID_IDEMPOTENCY_KEY) */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A one-time link already used or out of date (GUARANTOR_LINK_USED, GUARANTOR_LINK_EXPIRED) */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  BookmarksController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The list */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BookmarkResponseDto'][];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  BookmarksController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateBookmarkDto'];
      };
    };
    responses: {
      /** @description Already saved */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BookmarkResponseDto'];
        };
      };
      /** @description Saved now */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BookmarkResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  BookmarksController_status: {
    parameters: {
      query?: {
        /** @description Comma-separated property ids (at most 100) */
        propertyIds?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            [key: string]: boolean;
          };
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  BookmarksController_toggle: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ToggleBookmarkDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BookmarkToggleResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  BookmarksController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  BookmarksController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateBookmarkDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BookmarkResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  UploadsController_upload: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file?: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadedPhotoDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unsupported file type (UNSUPPORTED_MEDIA_TYPE) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  UploadsController_uploadPanorama: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file?: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadedPanoramaDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unsupported file type (UNSUPPORTED_MEDIA_TYPE) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  UploadsController_fromUrl: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ImageUrlDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UploadedPhotoDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unsupported file type (UNSUPPORTED_MEDIA_TYPE) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ViewingsController_list: {
    parameters: {
      query?: {
        status?: 'pending' | 'confirmed' | 'completed' | 'cancelled';
        /** @description Only viewings on this date */
        date?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The list */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ViewingResponseDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ViewingsController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateViewingDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ViewingResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ViewingsController_invite: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The iCalendar invite (times in Africa/Lagos with its VTIMEZONE) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/calendar': string;
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ViewingsController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateViewingDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ViewingResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ViewingsController_confirm: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ViewingResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ViewingsController_cancel: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ViewingResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminViewingsController_list: {
    parameters: {
      query?: {
        /** @description JSON `["field","ASC"|"DESC"]` of a sortable field */
        sort?: unknown;
        /** @description JSON `[start, end]`, inclusive, zero-based */
        range?: unknown;
        /** @description JSON object of filters; `q` searches text fields */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list */
      200: {
        headers: {
          /** @description `<resource> <start>-<end>/<total>` */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminViewingResponseDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminViewingsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminViewingResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SavedSearchesController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The list */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedSearchResponseDto'][];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SavedSearchesController_create: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateSavedSearchDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedSearchResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SavedSearchesController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SavedSearchesController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateSavedSearchDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SavedSearchResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SavedSearchesController_unsubscribe: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UnsubscribeSavedSearchDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnsubscribedDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DraftsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The list */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DraftResponseDto'][];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DraftsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kind: 'listing' | 'booking' | 'kyc';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DraftResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DraftsController_save: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        kind: 'listing' | 'booking' | 'kyc';
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveDraftDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DraftResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DraftsController_remove: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kind: 'listing' | 'booking' | 'kyc';
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DraftsController_getFor: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kind: 'listing' | 'booking' | 'kyc';
        /** @description The listing a booking draft (or a listing edit) is for */
        key: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DraftResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DraftsController_saveFor: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        kind: 'listing' | 'booking' | 'kyc';
        /** @description The listing a booking draft (or a listing edit) is for */
        key: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SaveDraftDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DraftResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DraftsController_removeFor: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        kind: 'listing' | 'booking' | 'kyc';
        /** @description The listing a booking draft (or a listing edit) is for */
        key: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description Done; no content */
      204: {
        headers: {
          [name: string]: unknown;
        };
        content?: never;
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TextMessagesController_preferences: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TextPreferencesResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TextMessagesController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateTextChannelsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TextPreferencesResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TextMessagesController_verify: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StartPhoneVerificationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PhoneCodeSentDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TextMessagesController_confirm: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ConfirmPhoneDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TextPreferencesResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminTextMessagesController_list: {
    parameters: {
      query?: {
        /** @description JSON `["field","ASC"|"DESC"]` of a sortable field */
        sort?: unknown;
        /** @description JSON `[start, end]`, inclusive, zero-based */
        range?: unknown;
        /** @description JSON object of filters; `q` searches text fields */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list */
      200: {
        headers: {
          /** @description `<resource> <start>-<end>/<total>` */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TextMessageResponseDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminTextMessagesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TextMessageResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  MessagingController_list: {
    parameters: {
      query?: {
        page?: number;
        perPage?: number;
        /** @description Search by the other party's name or email */
        q?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversationsResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  MessagingController_start: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['StartConversationDto'];
      };
    };
    responses: {
      /** @description The existing conversation */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversationResponseDto'];
        };
      };
      /** @description A new conversation */
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversationResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  MessagingController_unreadCount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['UnreadCountResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  MessagingController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversationResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  MessagingController_messages: {
    parameters: {
      query?: {
        /** @description Return the messages before this one (older pages) */
        before?: string;
        limit?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversationMessagesPageDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  MessagingController_send: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SendMessageDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversationMessageDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  MessagingController_read: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversationReadResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  MessagingController_report: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReportConversationDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ConversationReportResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminConversationReportsController_list: {
    parameters: {
      query?: {
        /** @description JSON `["field","ASC"|"DESC"]` of a sortable field */
        sort?: unknown;
        /** @description JSON `[start, end]`, inclusive, zero-based */
        range?: unknown;
        /** @description JSON object of filters; `q` searches text fields */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list */
      200: {
        headers: {
          /** @description `<resource> <start>-<end>/<total>` */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminConversationReportDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminConversationReportsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminConversationReportDetailDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminConversationReportsController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminUpdateReportDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminConversationReportDetailDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ApplicationsController_submit: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateApplicationDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ApplicationsController_mine: {
    parameters: {
      query?: {
        status?: 'all' | 'pending' | 'under_review' | 'approved' | 'rejected' | 'lapsed';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationListResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ApplicationsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ApplicationsController_file: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicantFileResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ApplicationsController_review: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReviewApplicationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ApplicationsController_withdrawApproval: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['WithdrawApprovalDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ApplicationsController_resendGuarantorRequest: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  LandlordApplicationsController_list: {
    parameters: {
      query?: {
        status?: 'all' | 'pending' | 'under_review' | 'approved' | 'rejected' | 'lapsed';
        propertyId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationListResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  GuarantorRequestsController_view: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GuarantorRequestResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A one-time link already used or out of date (GUARANTOR_LINK_USED, GUARANTOR_LINK_EXPIRED) */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  GuarantorRequestsController_answer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['GuarantorAnswerDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GuarantorAnswerResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A one-time link already used or out of date (GUARANTOR_LINK_USED, GUARANTOR_LINK_EXPIRED) */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminApplicationsController_list: {
    parameters: {
      query?: {
        /** @description JSON `["field","ASC"|"DESC"]` of a sortable field */
        sort?: unknown;
        /** @description JSON `[start, end]`, inclusive, zero-based */
        range?: unknown;
        /** @description JSON object of filters; `q` searches text fields */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list */
      200: {
        headers: {
          /** @description `<resource> <start>-<end>/<total>` */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationResponseDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminApplicationsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminApplicationsController_approve: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminApproveApplicationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminApplicationsController_reject: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AdminRejectApplicationDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminListingReleaseController_release: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReleaseListingDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListingReleaseResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PaymentsController_initialize: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['InitializePaymentDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentInitializeResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PaymentsController_webhook: {
    parameters: {
      query?: never;
      header?: {
        /** @description HMAC-SHA512 of the raw body */
        'x-paystack-signature'?: string;
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    /** @description The event as Paystack sends it; read from the raw bytes the signature covers */
    requestBody: {
      content: {
        'application/json': {
          /** @example charge.success */
          event: string;
          data: {
            [key: string]: unknown;
          };
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['WebhookAckDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PaymentsController_verify: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        reference: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentVerifyResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PaymentsController_mine: {
    parameters: {
      query?: {
        status?: 'all' | 'pending' | 'completed' | 'failed' | 'cancelled' | 'refunded';
        /** @description Counted back from now in WAT */
        period?: 'all' | 'week' | 'month' | '3months' | 'year';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentListResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PaymentsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PaymentsController_receipt: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The receipt */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PaymentsController_refundReceipt: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The refund receipt */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  PaymentsController_requestRefund: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RequestRefundDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RefundResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  LandlordPaymentsController_list: {
    parameters: {
      query?: {
        status?: 'all' | 'pending' | 'completed' | 'failed' | 'cancelled' | 'refunded';
        /** @description Counted back from now in WAT */
        period?: 'all' | 'week' | 'month' | '3months' | 'year';
        propertyId?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentListResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SandboxCheckoutController_show: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        accessCode: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The checkout page */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SandboxCheckoutController_pay: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        accessCode: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page that continues to the callback URL */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SandboxCheckoutController_decline: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        accessCode: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page that continues to the callback URL */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  SandboxCheckoutController_cancel: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        accessCode: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description A page that continues to the callback URL */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'text/html': string;
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminPaymentsController_listPayments: {
    parameters: {
      query?: {
        /** @description JSON `["field","ASC"|"DESC"]` of a sortable field */
        sort?: unknown;
        /** @description JSON `[start, end]`, inclusive, zero-based */
        range?: unknown;
        /** @description JSON object of filters; `q` searches text fields */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list */
      200: {
        headers: {
          /** @description `<resource> <start>-<end>/<total>` */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPaymentResponseDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminPaymentsController_getPayment: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPaymentResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminPaymentsController_checkFlag: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CheckPaymentFlagDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPaymentResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminRefundsController_retry: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RetryRefundDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminRefundResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminRefundsController_list: {
    parameters: {
      query?: {
        /** @description JSON `["field","ASC"|"DESC"]` of a sortable field */
        sort?: unknown;
        /** @description JSON `[start, end]`, inclusive, zero-based */
        range?: unknown;
        /** @description JSON object of filters; `q` searches text fields */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list */
      200: {
        headers: {
          /** @description `<resource> <start>-<end>/<total>` */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminRefundResponseDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminRefundsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminRefundResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminRefundsController_approve: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminRefundResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminRefundsController_reject: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DenyRefundDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminRefundResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TenanciesController_mine: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyListResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TenanciesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TenanciesController_money: {
    parameters: {
      query?: {
        /** @description csv: the same lines as a CSV download */
        format?: 'json' | 'csv';
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyLedgerResponseDto'];
          'text/csv': components['schemas']['TenancyLedgerResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
          'text/csv': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
          'text/csv': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
          'text/csv': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
          'text/csv': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TenanciesController_setMoveInDate: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['MoveInDateDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TenanciesController_handOver: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TenanciesController_reportProblem: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProblemReportDto'] & {
          /** @description Up to 5 files (multipart only) */
          photos?: string[];
        };
        'multipart/form-data': components['schemas']['ProblemReportDto'] & {
          /** @description Up to 5 files (multipart only) */
          photos?: string[];
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unsupported file type (UNSUPPORTED_MEDIA_TYPE) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TenanciesController_respond: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProblemReportDto'] & {
          /** @description Up to 5 files (multipart only) */
          photos?: string[];
        };
        'multipart/form-data': components['schemas']['ProblemReportDto'] & {
          /** @description Up to 5 files (multipart only) */
          photos?: string[];
        };
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unsupported file type (UNSUPPORTED_MEDIA_TYPE) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TenanciesController_disputePhoto: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        photoId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document, as a download (images re-encoded; PDFs rewritten with their pages only) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
          'image/png': string;
          'application/pdf': string;
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TenanciesController_agreement: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The agreement */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TenanciesController_rentReceipt: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rent receipt */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TenanciesController_sign: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SignAgreementDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TenanciesController_cancel: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TenanciesController_giveNotice: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TenancyNoticeDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TenanciesController_relist: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TenanciesController_offerRenewal: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['TenancyRenewalDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TenanciesController_acceptRenewal: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TenanciesController_declineRenewal: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminTenanciesController_list: {
    parameters: {
      query?: {
        /** @description JSON `["field","ASC"|"DESC"]` of a sortable field */
        sort?: unknown;
        /** @description JSON `[start, end]`, inclusive, zero-based */
        range?: unknown;
        /** @description JSON object of filters; `q` searches text fields */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list */
      200: {
        headers: {
          /** @description `<resource> <start>-<end>/<total>` */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyResponseDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminTenanciesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminTenancyDisputesController_list: {
    parameters: {
      query?: {
        /** @description JSON `["field","ASC"|"DESC"]` of a sortable field */
        sort?: unknown;
        /** @description JSON `[start, end]`, inclusive, zero-based */
        range?: unknown;
        /** @description JSON object of filters; `q` searches text fields */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list */
      200: {
        headers: {
          /** @description `<resource> <start>-<end>/<total>` */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyDisputeResponseDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminTenancyDisputesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyDisputeResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminTenancyDisputesController_refundFull: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RejectReasonDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyDisputeResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminTenancyDisputesController_refundPartial: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PartialRefundDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyDisputeResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminTenancyDisputesController_release: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RejectReasonDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyDisputeResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DepositController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyDepositResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DepositController_upload: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file?: string;
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['DepositPhotoResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unsupported file type (UNSUPPORTED_MEDIA_TYPE) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DepositController_photo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        photoId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document, as a download (images re-encoded; PDFs rewritten with their pages only) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
          'image/png': string;
          'application/pdf': string;
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DepositController_checkIn: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DepositReportDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyDepositResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DepositController_signCheckIn: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyDepositResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DepositController_checkOut: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DepositReportDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyDepositResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DepositController_signCheckOut: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyDepositResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DepositController_propose: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProposeDeductionsDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyDepositResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DepositController_accept: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
        deductionId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyDepositResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  DepositController_dispute: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
        deductionId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DisputeDeductionDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyDepositResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminDepositDisputesController_list: {
    parameters: {
      query?: {
        /** @description JSON `["field","ASC"|"DESC"]` of a sortable field */
        sort?: unknown;
        /** @description JSON `[start, end]`, inclusive, zero-based */
        range?: unknown;
        /** @description JSON object of filters; `q` searches text fields */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list */
      200: {
        headers: {
          /** @description `<resource> <start>-<end>/<total>` */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminDepositDisputeResponseDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminDepositDisputesController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminDepositDisputeResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminDepositDisputesController_approve: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['DepositAwardDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminDepositDisputeResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminDepositDisputesController_reject: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RejectReasonDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminDepositDisputeResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  RentController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RentScheduleResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  RentController_autopay: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AutopayDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RentScheduleResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  RentController_pay: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
        instalmentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PaymentInitializeResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  RentController_waive: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
        instalmentId: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RentWaiveDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RentScheduleResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  RentController_receipt: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        instalmentId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The rent receipt */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminRentController_list: {
    parameters: {
      query?: {
        /** @description JSON `["field","ASC"|"DESC"]` of a sortable field */
        sort?: unknown;
        /** @description JSON `[start, end]`, inclusive, zero-based */
        range?: unknown;
        /** @description JSON object of filters; `q` searches text fields */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list */
      200: {
        headers: {
          /** @description `<resource> <start>-<end>/<total>` */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminRentInstalmentResponseDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminRentController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminRentInstalmentResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminOverviewController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['StaffOverviewResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  KycController_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KycMeResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  KycController_submit: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['SubmitKycDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KycMeResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  KycController_upload: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
          /** @enum {string} */
          kind: 'government_id' | 'proof_of_residency';
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['KycDocumentResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unsupported file type (UNSUPPORTED_MEDIA_TYPE) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  KycController_document: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document, as a download (images re-encoded; PDFs rewritten with their pages only) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
          'image/png': string;
          'application/pdf': string;
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminKycController_list: {
    parameters: {
      query?: {
        /** @description JSON `["field","ASC"|"DESC"]` of a sortable field */
        sort?: unknown;
        /** @description JSON `[start, end]`, inclusive, zero-based */
        range?: unknown;
        /** @description JSON object of filters; `q` searches text fields */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list */
      200: {
        headers: {
          /** @description `<resource> <start>-<end>/<total>` */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminKycSubmissionResponseDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminKycController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminKycSubmissionResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminKycController_approve: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminKycSubmissionResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminKycController_reject: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RejectReasonDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminKycSubmissionResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  OwnershipController_list: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The list */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OwnershipProofResponseDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  OwnershipController_upload: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'multipart/form-data': {
          /** Format: binary */
          file: string;
          /** @enum {string} */
          documentType: 'title_document' | 'deed_of_assignment' | 'letter_of_authority';
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['OwnershipProofResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unsupported file type (UNSUPPORTED_MEDIA_TYPE) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  OwnershipController_document: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document, as a download (images re-encoded; PDFs rewritten with their pages only) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
          'image/png': string;
          'application/pdf': string;
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminOwnershipProofsController_list: {
    parameters: {
      query?: {
        /** @description JSON `["field","ASC"|"DESC"]` of a sortable field */
        sort?: unknown;
        /** @description JSON `[start, end]`, inclusive, zero-based */
        range?: unknown;
        /** @description JSON object of filters; `q` searches text fields */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list */
      200: {
        headers: {
          /** @description `<resource> <start>-<end>/<total>` */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminOwnershipProofResponseDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminOwnershipProofsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminOwnershipProofResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminOwnershipProofsController_approve: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminOwnershipProofResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminOwnershipProofsController_reject: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RejectReasonDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminOwnershipProofResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  BanksController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The list */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['BankResponseDto'][];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  LandlordPayoutsController_getAccount: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayoutAccountStateResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  LandlordPayoutsController_saveAccount: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['PayoutAccountRequestDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PayoutAccountStateResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  LandlordPayoutsController_list: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LandlordPayoutsResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminPayoutsController_list: {
    parameters: {
      query?: {
        /** @description JSON `["field","ASC"|"DESC"]` of a sortable field */
        sort?: unknown;
        /** @description JSON `[start, end]`, inclusive, zero-based */
        range?: unknown;
        /** @description JSON object of filters; `q` searches text fields */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list */
      200: {
        headers: {
          /** @description `<resource> <start>-<end>/<total>` */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPayoutResponseDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminPayoutsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPayoutResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminPayoutsController_retry: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPayoutResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminPayoutAccountsController_list: {
    parameters: {
      query?: {
        /** @description JSON `["field","ASC"|"DESC"]` of a sortable field */
        sort?: unknown;
        /** @description JSON `[start, end]`, inclusive, zero-based */
        range?: unknown;
        /** @description JSON object of filters; `q` searches text fields */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list */
      200: {
        headers: {
          /** @description `<resource> <start>-<end>/<total>` */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPayoutAccountResponseDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminPayoutAccountsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPayoutAccountResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminPayoutAccountsController_approve: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPayoutAccountResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminPayoutAccountsController_reject: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RejectReasonDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminPayoutAccountResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TenantDashboardController_get: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenantDashboardResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  LandlordDashboardController_dashboard: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LandlordDashboardResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  LandlordDashboardController_get: {
    parameters: {
      query?: {
        /** @description week: the last 7 days; month, 3months, year: since the day after the same date 1, 3 or 12 months ago. Today is included; days are West Africa Time. */
        period?: 'week' | 'month' | '3months' | 'year';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LandlordAnalyticsResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ReviewsController_forTenancy: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyReviewsResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ReviewsController_submit: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateReviewDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyReviewResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ReviewsController_answer: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['AnswerReviewDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyReviewResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ReviewsController_report: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ReportReviewDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyReviewResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ReviewsController_forProperty: {
    parameters: {
      query?: {
        page?: number;
        perPage?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ReviewsPageResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ReviewsController_forLandlord: {
    parameters: {
      query?: {
        page?: number;
        perPage?: number;
      };
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['LandlordProfileResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminReportedReviewsController_list: {
    parameters: {
      query?: {
        /** @description JSON `["field","ASC"|"DESC"]` of a sortable field */
        sort?: unknown;
        /** @description JSON `[start, end]`, inclusive, zero-based */
        range?: unknown;
        /** @description JSON object of filters; `q` searches text fields */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list */
      200: {
        headers: {
          /** @description `<resource> <start>-<end>/<total>` */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReportedReviewResponseDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminReportedReviewsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReportedReviewResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminReportedReviewsController_approve: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReportedReviewResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminReportedReviewsController_reject: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RejectReasonDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminReportedReviewResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TenantReviewsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyTenantReviewResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  TenantReviewsController_submit: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateTenantReviewDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['TenancyTenantReviewResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  RenterProfileController_me: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RenterProfileResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  RenterProfileController_update: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['UpdateRenterProfileDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['RenterProfileResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  RenterProfileController_pdf: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The renter profile */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  RenterProfileController_share: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ProfileShareRequestDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProfileShareResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /**
       * @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says
       *
       *     Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says
       */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  RenterProfileController_revoke: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ProfileShareResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, …), or the first request with this `Idempotency-Key` is still running (REQUEST_IN_PROGRESS, with `Retry-After`) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  RenterProfileController_apply: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path?: never;
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ApplyWithProfileDto'];
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ApplicationResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  RenterProfileController_shared: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['SharedProfileResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A one-time link already used or out of date (GUARANTOR_LINK_USED, GUARANTOR_LINK_EXPIRED) */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  RenterProfileController_sharedPdf: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        token: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The renter profile */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/pdf': string;
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A one-time link already used or out of date (GUARANTOR_LINK_USED, GUARANTOR_LINK_EXPIRED) */
      410: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  ListingReportsController_report: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['CreateListingReportDto'] & {
          /** @description Up to 1 files (multipart only) */
          photo?: string[];
        };
        'multipart/form-data': components['schemas']['CreateListingReportDto'] & {
          /** @description Up to 1 files (multipart only) */
          photo?: string[];
        };
      };
    };
    responses: {
      201: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ListingReportReceiptDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too large (PAYLOAD_TOO_LARGE, FILE_TOO_LARGE) */
      413: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Unsupported file type (UNSUPPORTED_MEDIA_TYPE) */
      415: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminListingReportsController_photo: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
        reportId: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The document, as a download (images re-encoded; PDFs rewritten with their pages only) */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/jpeg': string;
          'image/png': string;
          'application/pdf': string;
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminListingReportsController_restore: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RejectReasonDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminListingReportCaseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminListingReportsController_list: {
    parameters: {
      query?: {
        /** @description JSON `["field","ASC"|"DESC"]` of a sortable field */
        sort?: unknown;
        /** @description JSON `[start, end]`, inclusive, zero-based */
        range?: unknown;
        /** @description JSON object of filters; `q` searches text fields */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list */
      200: {
        headers: {
          /** @description `<resource> <start>-<end>/<total>` */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminListingReportCaseDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminListingReportsController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminListingReportCaseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminListingReportsController_approve: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['ListingReportDecisionDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminListingReportCaseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminListingReportsController_reject: {
    parameters: {
      query?: never;
      header?: {
        /** @description Makes the request safe to send again (a double click, a retry after a lost answer): a repeat with the same key from the same user (or, signed out, the same address) within 24 hours gets the first answer again, with `Idempotent-Replayed: true`, instead of running twice. A new key for each new action, e.g. a UUID; up to 255 printable ASCII characters (else 400 INVALID_IDEMPOTENCY_KEY). */
        'Idempotency-Key'?: components['parameters']['IdempotencyKey'];
      };
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody: {
      content: {
        'application/json': components['schemas']['RejectReasonDto'];
      };
    };
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AdminListingReportCaseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Refused by the current state of the record (CONFLICT, EMAIL_TAKEN, …) */
      409: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The `Idempotency-Key` was already used for a different request (IDEMPOTENCY_KEY_REUSED) */
      422: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  GeoController_geocode: {
    parameters: {
      query: {
        address: string;
        city:
          'Lagos' | 'Abuja' | 'Port Harcourt' | 'Ibadan' | 'Kano' | 'Kaduna' | 'Enugu' | 'Calabar';
        state:
          | 'Lagos State'
          | 'FCT'
          | 'Rivers State'
          | 'Oyo State'
          | 'Kano State'
          | 'Kaduna State'
          | 'Enugu State'
          | 'Cross River State';
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['GeocodeResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /**
       * @description Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says
       *
       *     Too many requests (TOO_MANY_REQUESTS, ACCOUNT_LOCKED, …): wait as `Retry-After` says
       */
      429: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  GeoController_places: {
    parameters: {
      query: {
        /** @description The start of a neighbourhood or city name */
        query: string;
        /** @description Only places of this city */
        city?: string;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description The list */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['PlaceResponseDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  GeoController_mapSettings: {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['MapSettingsResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  GeoController_tile: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        z: number;
        x: number;
        y: number;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description An SVG tile */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'image/svg+xml': string;
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminAuditController_list: {
    parameters: {
      query?: {
        /** @description JSON `["field","ASC"|"DESC"]` of a sortable field */
        sort?: unknown;
        /** @description JSON `[start, end]`, inclusive, zero-based */
        range?: unknown;
        /** @description JSON object of filters; `q` searches text fields */
        filter?: unknown;
      };
      header?: never;
      path?: never;
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      /** @description One page of the list */
      200: {
        headers: {
          /** @description `<resource> <start>-<end>/<total>` */
          'Content-Range'?: string;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditLogResponseDto'][];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
  AdminAuditController_get: {
    parameters: {
      query?: never;
      header?: never;
      path: {
        id: string;
      };
      cookie?: never;
    };
    requestBody?: never;
    responses: {
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['AuditLogResponseDto'];
        };
      };
      /** @description Invalid input: VALIDATION_FAILED with field `details`, or the code of the broken rule */
      400: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Not signed in, or the session ended (UNAUTHORIZED, LOGIN_REQUIRED, …) */
      401: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description The signed-in role may not do this (FORBIDDEN) */
      403: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description No such record, or one the caller may not see (NOT_FOUND, PROPERTY_NOT_FOUND, …) */
      404: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description A fault of the server (INTERNAL_ERROR, with `requestId`) */
      500: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
      /** @description Briefly unavailable, e.g. the database cannot be reached (SERVICE_UNAVAILABLE): retry after `Retry-After` seconds */
      503: {
        headers: {
          /** @description Seconds to wait before trying again */
          'Retry-After'?: number;
          [name: string]: unknown;
        };
        content: {
          'application/json': components['schemas']['ErrorResponseDto'];
        };
      };
    };
  };
}
