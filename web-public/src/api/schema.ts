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
    /** Whether the database and the queue answer (503 with the failing parts when not) */
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
  '/api/landlord/properties': {
    parameters: {
      query?: never;
      header?: never;
      path?: never;
      cookie?: never;
    };
    /** The landlord's own listings in every state, with counts */
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
    /** One listing with its pending changes (console) */
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
    /** Approve a listing or its pending changes (admins; audited) */
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
    /** Save a property (200 with the existing bookmark when already saved) */
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
    /** Save or unsave a property */
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
      /** @description Service charge, whole naira */
      serviceCharge: number;
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
      /** Format: date-time */
      createdAt: string;
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
      /** @description Service charge, whole naira */
      serviceCharge: number;
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
      /** Format: date-time */
      createdAt: string;
      description: string;
      address: string;
      postalCode: string | null;
      amenities: string[];
      images: components['schemas']['PropertyImageDto'][];
      videoTourUrl: string | null;
      panoramaUrl: string | null;
      /** @enum {string|null} */
      waterSupply: 'borehole' | 'public mains' | 'water treatment plant' | 'water tanker' | null;
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
      postalCode?: Record<string, never>;
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
      /** @enum {string} */
      waterSupply?: 'borehole' | 'public mains' | 'water treatment plant' | 'water tanker';
      images?: components['schemas']['PropertyImageDto'][];
      /** @example https://www.youtube.com/watch?v=… */
      videoTourUrl?: Record<string, never>;
      /** @description A 2:1 panorama photo for the 360° view */
      panoramaUrl?: Record<string, never>;
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
      postalCode?: Record<string, never>;
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
      /** @enum {string} */
      waterSupply?: 'borehole' | 'public mains' | 'water treatment plant' | 'water tanker';
      images?: components['schemas']['PropertyImageDto'][];
      /** @example https://www.youtube.com/watch?v=… */
      videoTourUrl?: Record<string, never>;
      /** @description A 2:1 panorama photo for the 360° view */
      panoramaUrl?: Record<string, never>;
    };
    UpdatePropertyStatusDto: {
      /** @enum {string} */
      status: 'available' | 'rented' | 'inactive';
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
      /** @description Service charge, whole naira */
      serviceCharge: number;
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
      /** Format: date-time */
      createdAt: string;
      description: string;
      address: string;
      postalCode: string | null;
      amenities: string[];
      images: components['schemas']['PropertyImageDto'][];
      videoTourUrl: string | null;
      panoramaUrl: string | null;
      /** @enum {string|null} */
      waterSupply: 'borehole' | 'public mains' | 'water treatment plant' | 'water tanker' | null;
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
      data: components['schemas']['LandlordPropertyResponseDto'][];
      counts: components['schemas']['LandlordPropertyCountsDto'];
    };
    AdminListingLandlordDto: {
      /** Format: uuid */
      id: string;
      name: string;
      email: string;
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
      /** @description Service charge, whole naira */
      serviceCharge: number;
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
      /** Format: date-time */
      createdAt: string;
      description: string;
      address: string;
      postalCode: string | null;
      amenities: string[];
      images: components['schemas']['PropertyImageDto'][];
      videoTourUrl: string | null;
      panoramaUrl: string | null;
      /** @enum {string|null} */
      waterSupply: 'borehole' | 'public mains' | 'water treatment plant' | 'water tanker' | null;
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
      /** Format: date-time */
      archivedAt: string | null;
      landlordSuspended: boolean;
    };
    ApproveAllResponseDto: {
      /** @description How many listings were approved */
      approved: number;
      ids: string[];
    };
    RejectPropertyDto: {
      /** @example The photos show a different building. */
      reason: string;
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
    ImageUrlDto: {
      /** @example https://example.com/photos/living-room.jpg */
      url: string;
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
      /** Format: date-time */
      createdAt: string;
    };
  };
  responses: never;
  parameters: never;
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
      /** @description Every part answers */
      200: {
        headers: {
          [name: string]: unknown;
        };
        content: {
          'application/json': {
            /** @enum {string} */
            status: 'ok' | 'error' | 'shutting_down';
            info?: {
              [key: string]: {
                /** @enum {string} */
                status?: 'up' | 'down';
              } & {
                [key: string]: unknown;
              };
            } | null;
            error?: {
              [key: string]: {
                /** @enum {string} */
                status?: 'up' | 'down';
              } & {
                [key: string]: unknown;
              };
            } | null;
            details?: {
              [key: string]: {
                /** @enum {string} */
                status?: 'up' | 'down';
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
            status: 'ok' | 'error' | 'shutting_down';
            info?: {
              [key: string]: {
                /** @enum {string} */
                status?: 'up' | 'down';
              } & {
                [key: string]: unknown;
              };
            } | null;
            error?: {
              [key: string]: {
                /** @enum {string} */
                status?: 'up' | 'down';
              } & {
                [key: string]: unknown;
              };
            } | null;
            details?: {
              [key: string]: {
                /** @enum {string} */
                status?: 'up' | 'down';
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
          'application/json': components['schemas']['MarkedReadDto'];
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
      header?: never;
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
      header?: never;
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
      header?: never;
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
      header?: never;
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
      header?: never;
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
      header?: never;
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
      header?: never;
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
      header?: never;
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
          'application/json': components['schemas']['LandlordPropertiesResponseDto'];
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
          'application/json': components['schemas']['ApproveAllResponseDto'];
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
  AdminPropertiesController_approve: {
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
  AdminPropertiesController_reject: {
    parameters: {
      query?: never;
      header?: never;
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
      header?: never;
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
      header?: never;
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
      header?: never;
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
      header?: never;
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
      header?: never;
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
