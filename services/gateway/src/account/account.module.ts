import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { AccountController } from './account.controller.js';
import { PersonalDataExportLimit } from './export-limit.js';

/** The signed-in player's own account: re-authentication, "Download my data", deletion (/api/account). */
@Module({ imports: [AuthModule], controllers: [AccountController], providers: [PersonalDataExportLimit] })
export class AccountModule {}
