import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuditLog } from '../audit/entities/audit-log.entity.js';
import { ContactMessage } from '../contact/entities/contact-message.entity.js';
import { User } from '../users/entities/user.entity.js';
import { AdminConsoleController } from './admin-console.controller.js';
import { AdminConsoleService } from './admin-console.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User, ContactMessage, AuditLog]), AuditModule, UsersModule],
  controllers: [AdminConsoleController],
  providers: [AdminConsoleService],
})
export class AdminModule {}
