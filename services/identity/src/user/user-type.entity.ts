// The user type belongs to the permission catalogue; the privacy export still reads it here.
export { UserTypeEntity } from '../permission/user-type.entity.js';
