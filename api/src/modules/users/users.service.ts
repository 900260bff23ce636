import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { notFound } from '../../common/exceptions/domain.exception.js';
import type { UpdateMeDto } from './dto/update-me.dto.js';
import { User } from './entities/user.entity.js';

@Injectable()
export class UsersService {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  async findById(id: string): Promise<User> {
    const user = await this.users.findOneBy({ id });
    if (!user) throw notFound('User not found');
    return user;
  }

  /** Case-insensitive lookup; optionally with the password hash. */
  findByEmail(email: string, withPassword = false): Promise<User | null> {
    const qb = this.users
      .createQueryBuilder('u')
      .where('lower(u.email) = lower(:email)', { email });
    if (withPassword) qb.addSelect('u.passwordHash');
    return qb.getOne();
  }

  async updateMe(id: string, dto: UpdateMeDto): Promise<User> {
    const user = await this.findById(id);
    if (dto.name !== undefined) user.name = dto.name;
    if (dto.phone !== undefined) user.phone = dto.phone;
    return this.users.save(user);
  }
}
