import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../platform/audit/audit.module.js';
import { AdminUsersController } from './admin-users.controller.js';
import { AdminUsersService } from './admin-users.service.js';
import { User } from './entities/user.entity.js';
import { UserEvents } from './user-events.js';
import { UsersController } from './users.controller.js';
import { UsersService } from './users.service.js';

@Module({
  imports: [TypeOrmModule.forFeature([User]), AuditModule],
  controllers: [UsersController, AdminUsersController],
  providers: [UsersService, UserEvents, AdminUsersService],
  exports: [UsersService, UserEvents, AdminUsersService],
})
export class UsersModule {}
