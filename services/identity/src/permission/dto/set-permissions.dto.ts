import { ArrayMaxSize, IsArray, IsInt } from 'class-validator';

/** PATCH /api/setUserPermissions/{userId} and /api/setDefaultPermissions/{userTypeId} */
export class SetPermissionsDto {
  @IsArray()
  @ArrayMaxSize(200)
  @IsInt({ each: true })
  permissions: number[];
}
